import { parse as parseCookies } from "cookie";
import type { AuthRuntime } from "@/server/auth/auth-runtime";
import { sessionJwt } from "@/server/auth/jwt-codec";
import type { SessionUser } from "@/server/auth/realm-auth-options";
import { sessionCookieName } from "@/server/auth/realms";
import type { Realm } from "@/server/db/schema";

export interface CallerSession {
  realm: Realm;
  sessionId: string;
  userId: string;
  user: Omit<SessionUser, "id">;
}

/**
 * The caller's session in one realm, read the way next-auth reads it: the realm's cookie, its JWT
 * decrypted with the realm's secret, then the sessions table (decision 016), so a session ended by
 * sign-out, `identity.deleteSession`, deactivation or a password change counts for nothing at the
 * very next call. Activity is recorded as next-auth records it.
 */
export async function callerSession(
  headers: Headers,
  realm: Realm,
  runtime: Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">,
): Promise<CallerSession | null> {
  const token = parseCookies(headers.get("cookie") ?? "")[sessionCookieName(realm, runtime.secure)];
  if (!token) return null;
  const decoded = await sessionJwt.decode({ token, secret: runtime.jwtSecrets[realm] }).catch(() => null);
  const sid = decoded?.sid;
  const user = decoded?.user as SessionUser | undefined;
  if (typeof sid !== "string" || !user) return null;
  const check = await runtime.sessions.check(realm, sid);
  if (!check.valid) return null;
  await runtime.sessions.touch(check.session);
  const { id: _id, ...shown } = user;
  return { realm, sessionId: sid, userId: check.session.userId, user: shown };
}
