import { eq } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { readSecondFactorTicket } from "@/server/auth/second-factor-tickets";
import { staffUsers } from "@/server/db/schema";
import { type PortalRequest, portalKeys } from "./portal-context";
import { PortalError } from "./portal-error";
import type { StaffUserRow } from "./staff-access";

/** What a finished sign-in hands to next-auth: the session id for its JWT, and who signed in. */
export interface SignedInStaff {
  sessionId: string;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: StaffUserRow["role"];
    organisationId: string;
  };
}

export type SecondFactorMethod = "enrolment" | "totp" | "recoveryCode";

const START_AGAIN = "Your sign-in has timed out. Enter your e-mail and password again.";

/**
 * The staff member a second-factor ticket names, still active. Anything else (a forged or expired
 * ticket, a user switched off since the password step) sends them back to the first step.
 */
export async function staffUserOfTicket(ctx: PortalRequest, ticket: string): Promise<StaffUserRow> {
  const staffUserId = readSecondFactorTicket(
    portalKeys(ctx.encryptionKey).secondFactorTickets,
    ticket,
    ctx.now(),
  );
  if (!staffUserId) throw new PortalError("UNAUTHORIZED", START_AGAIN);
  const [user] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, staffUserId)).limit(1);
  if (user?.status !== "active") throw new PortalError("UNAUTHORIZED", START_AGAIN);
  return user;
}

/** Before checking a code: refuses at once while this e-mail and address are locked out. */
export async function assertSignInAllowed(ctx: PortalRequest, email: string): Promise<void> {
  const verdict = await ctx.rateLimits.signInAllowed({ email, address: ctx.address });
  if (!verdict.ok) throw new PortalError("TOO_MANY_REQUESTS", verdict.message, verdict.retryAfterSeconds);
}

/** A wrong password or code counts toward the sign-in limits; the refusal says what to do. */
export async function refuseSignIn(ctx: PortalRequest, email: string, message: string): Promise<never> {
  const verdict = await ctx.rateLimits.signInFailed({ email, address: ctx.address });
  if (!verdict.ok) throw new PortalError("TOO_MANY_REQUESTS", verdict.message, verdict.retryAfterSeconds);
  throw new PortalError("UNAUTHORIZED", message);
}

/**
 * Both factors passed: the failures in a row start again, the sign-in time is recorded and a new
 * portal session begins (never one from before the sign-in).
 */
export async function completeStaffSignIn(
  ctx: PortalRequest,
  user: StaffUserRow,
  method: SecondFactorMethod,
): Promise<SignedInStaff> {
  await ctx.rateLimits.signInSucceeded({ email: user.email, address: ctx.address });
  await ctx.db.update(staffUsers).set({ lastSignInAt: ctx.now() }).where(eq(staffUsers.id, user.id));
  const session = await ctx.sessions.create({ realm: "portal", userId: user.id });
  await recordAudit(ctx.db, {
    actor: `staff:${user.id}`,
    action: "portal.signedIn",
    subject: `staff:${user.id}`,
    details: { secondFactor: method },
    address: ctx.address,
  });
  return {
    sessionId: session.id,
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      organisationId: user.organisationId,
    },
  };
}
