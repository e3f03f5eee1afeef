import type { AuthOptions, CookiesOptions } from "next-auth";
import type { Adapter } from "next-auth/adapters";
import type { Provider } from "next-auth/providers/index";
import type { Realm } from "@/server/db/schema";
import type { Logger } from "@/server/log";
import { sessionJwt } from "./jwt-codec";
import { REALM_DEFINITIONS, type RealmDefinition, sessionCookieName } from "./realms";
import type { SessionStore } from "./sessions";

/** What a signed-in person's session says (spec §3 User: e-mail, first and last name), per realm. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Portal staff only. */
  role?: string;
  organisationId?: string;
}

export interface RealmAuthDependencies {
  /** Signs and encrypts the session JWT; derived from APP_ENCRYPTION_KEY. */
  secret: string;
  /** The site is served over https: cookies get the __Secure-/__Host- prefixes. */
  secure: boolean;
  sessions: SessionStore;
  providers: Provider[];
  /** The applicant realm's e-mail provider reads accounts and keeps no tokens of its own. */
  adapter?: Adapter;
  /** A request for an e-mailed code: true to go on, or the sign-in page with a refusal code. */
  onCodeRequest?: (email: string) => Promise<true | string>;
  /**
   * Whether the session's user may still be signed in (portal: an active staff member), asked on
   * every session read, so a session that outlived a deactivation counts for nothing (decision 015).
   */
  userActive?: (userId: string) => Promise<boolean>;
  /** Before a browser's `_log` report reaches the log: the per-address limit (decision 011). */
  clientEventAllowed?: RealmAuthOptions["clientEventAllowed"];
  log: Logger;
}

/** next-auth's options, and what the endpoint checks before next-auth sees a browser's `_log` report. */
export interface RealmAuthOptions extends AuthOptions {
  clientEventAllowed?: (address: string) => Promise<{ ok: true } | { ok: false; message: string }>;
}

/** The JWT carries only who and which server-side session; the sessions table decides if it still counts. */
interface RealmToken {
  sid?: string;
  user?: SessionUser;
}

/** A session that the sessions table no longer accepts; next-auth answers with no session and clears the cookie. */
class SessionEndedError extends Error {
  override name = "SessionEndedError";
}

/** The JWT never outlives the absolute session lifetime (12 hours); the table enforces idle time. */
const JWT_MAX_AGE_SECONDS = 12 * 60 * 60;

function realmCookies(definition: RealmDefinition, secure: boolean): Partial<CookiesOptions> {
  const options = { httpOnly: true, sameSite: "lax" as const, path: "/", secure };
  return {
    sessionToken: { name: sessionCookieName(definition.realm, secure), options },
    callbackUrl: { name: `${secure ? "__Secure-" : ""}${definition.cookiePrefix}.callback-url`, options },
    csrfToken: { name: `${secure ? "__Host-" : ""}${definition.cookiePrefix}.csrf-token`, options },
  };
}

/**
 * next-auth's options for one realm (docs/design.md §1: next-auth v4 mounted twice, JWT sessions whose
 * id is checked against the sessions table on every request). A new session row at every sign-in;
 * each session read checks and touches it; sign-out ends it.
 */
export function realmAuthOptions(realm: Realm, deps: RealmAuthDependencies): RealmAuthOptions {
  const definition = REALM_DEFINITIONS[realm];
  const { sessions, log } = deps;
  return {
    clientEventAllowed: deps.clientEventAllowed,
    secret: deps.secret,
    providers: deps.providers,
    adapter: deps.adapter,
    session: { strategy: "jwt", maxAge: JWT_MAX_AGE_SECONDS },
    jwt: { maxAge: JWT_MAX_AGE_SECONDS, encode: sessionJwt.encode, decode: sessionJwt.decode },
    useSecureCookies: deps.secure,
    cookies: realmCookies(definition, deps.secure),
    pages: {
      signIn: definition.signInPage,
      signOut: definition.signInPage,
      error: definition.signInPage,
      verifyRequest: `${definition.signInPage}?code=sent`,
    },
    callbacks: {
      signIn({ user, email }) {
        if (email?.verificationRequest && deps.onCodeRequest) return deps.onCodeRequest(String(user.email));
        return true;
      },
      async jwt({ token, user }) {
        const current = token as RealmToken;
        if (user) {
          // Staff sign-in starts its session in the service that checked both factors.
          const { sessionId, ...signedIn } = user as SessionUser & { sessionId?: string };
          const sid = sessionId ?? (await sessions.create({ realm, userId: user.id })).id;
          return { sid, user: signedIn };
        }
        if (!current.sid) throw new SessionEndedError("no session id");
        const check = await sessions.check(realm, current.sid);
        if (!check.valid) throw new SessionEndedError(check.reason);
        if (deps.userActive && !(await deps.userActive(check.session.userId)))
          throw new SessionEndedError("inactive");
        await sessions.touch(check.session);
        return token;
      },
      session({ session, token }) {
        const user = (token as RealmToken).user;
        if (!user) return { expires: session.expires };
        const { id: _id, ...shown } = user;
        return { expires: session.expires, user: shown } as unknown as typeof session;
      },
      // Only this site's own pages: an absolute URL elsewhere, a protocol-relative one or one that
      // is no URL at all (any request may carry a callbackUrl) answers the site's home, never an error.
      redirect({ url, baseUrl }) {
        const origin = new URL(baseUrl).origin;
        if (url.startsWith("/") && !url.startsWith("//")) return `${origin}${url}`;
        return URL.canParse(url) && new URL(url).origin === origin ? url : origin;
      },
    },
    events: {
      async signOut({ token }) {
        const sid = (token as RealmToken | null)?.sid;
        if (sid) await sessions.end(sid, "signedOut");
      },
    },
    // next-auth's own codes only, as `event` (the log censors a field named `code`): its metadata
    // can hold a token or a typed e-mail. Codes a browser reports through `_log` are checked first
    // (auth-endpoint.ts).
    logger: {
      error: (code, metadata) =>
        code === "JWT_SESSION_ERROR" && (metadata as { name?: string })?.name === "SessionEndedError"
          ? log.debug({ realm, event: code }, "session no longer valid")
          : log.warn(
              { realm, event: code, err: metadata instanceof Error ? metadata : undefined },
              "auth error",
            ),
      warn: (code) => log.warn({ realm, event: code }, "auth warning"),
      debug: () => {},
    },
  };
}
