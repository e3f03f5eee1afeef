import { eq } from "drizzle-orm";
import CredentialsModule from "next-auth/providers/credentials";
import type { Provider } from "next-auth/providers/index";
import { secondFactorInput } from "@/domain/portal/portal-inputs";
import { staffUsers } from "@/server/db/schema";
import type { PortalDependencies } from "@/server/services/portal/portal-context";
import { PortalError } from "@/server/services/portal/portal-error";
import { verifySecondFactor } from "@/server/services/portal/verify-second-factor";
import { cjsDefault } from "./cjs-default";
import { clientAddress } from "./client-address";

const CredentialsProvider = cjsDefault(CredentialsModule);

import type { SessionUser } from "./realm-auth-options";
import { readSessionHandoff } from "./session-handoff";

export type StaffSessionUser = SessionUser & { sessionId: string };

const START_AGAIN = "Your sign-in has timed out. Enter your e-mail and password again.";

/** The staff member of a session started by a confirmed enrolment (decision 016), still active. */
async function handedOffUser(deps: PortalDependencies, handoffKey: Uint8Array, handoff: string) {
  const sessionId = readSessionHandoff(handoffKey, handoff, deps.now());
  const check = sessionId ? await deps.sessions.check("portal", sessionId) : null;
  if (!check?.valid) throw new Error(START_AGAIN);
  const [user] = await deps.db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.id, check.session.userId))
    .limit(1);
  if (user?.status !== "active") throw new Error(START_AGAIN);
  return {
    sessionId: check.session.id,
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    organisationId: user.organisationId,
  };
}

/**
 * The portal realm's sign-in (docs/design.md §4): the password step and enrolment are typed API calls
 * that answer a short-lived ticket; this provider finishes with the ticket and the authenticator's
 * (or a recovery) code, or with the hand-off a just-confirmed enrolment answered.
 */
export function portalProviders(deps: PortalDependencies, handoffKey: Uint8Array): Provider[] {
  return [
    CredentialsProvider({
      id: "credentials",
      name: "Password and authenticator code",
      credentials: { ticket: { type: "text" }, code: { type: "text" }, handoff: { type: "text" } },
      async authorize(credentials, req): Promise<StaffSessionUser> {
        if (credentials?.handoff) return handedOffUser(deps, handoffKey, credentials.handoff);
        const input = secondFactorInput.safeParse(credentials ?? {});
        if (!input.success) throw new Error(input.error.issues[0]?.message ?? START_AGAIN);
        try {
          const signedIn = await verifySecondFactor(
            { ...deps, address: clientAddress(req.headers ?? {}) },
            input.data,
          );
          return { ...signedIn.user, sessionId: signedIn.sessionId };
        } catch (error) {
          // next-auth hands a thrown message back to the sign-in form as the result's `error`.
          if (error instanceof PortalError) throw new Error(error.message);
          throw error;
        }
      },
    }),
  ];
}
