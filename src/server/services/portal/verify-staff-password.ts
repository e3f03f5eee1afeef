import { eq, sql } from "drizzle-orm";
import type { StaffSignIn } from "@/domain/portal/portal-inputs";
import { hashPassword, passwordNeedsRehash, verifyPassword } from "@/server/auth/passwords";
import { issueSecondFactorTicket } from "@/server/auth/second-factor-tickets";
import { staffUsers } from "@/server/db/schema";
import { type PortalRequest, portalKeys } from "./portal-context";
import { PortalError } from "./portal-error";
import { assertSignInAllowed, refuseSignIn } from "./signing-in-staff";

/**
 * After a right password: what the second step is (`enrol` an authenticator app at first sign-in,
 * or `verify` its code) and the ticket that step needs.
 */
export interface StaffPasswordPassed {
  next: "enrol" | "verify";
  ticket: string;
}

const NOT_RIGHT = "The e-mail or password is not right. Check both and try again.";

/**
 * Staff sign-in, step 1 (docs/design.md §4, decision 011): e-mail and password. An unknown e-mail, an
 * invitation not yet accepted and a wrong password get the same sentence after the same work, so
 * nobody learns which e-mails have accounts. The failures in a row are reset only when the second
 * factor passes too, so a known password does not buy unlimited code guesses.
 */
export async function verifyStaffPassword(
  ctx: PortalRequest,
  input: StaffSignIn,
): Promise<StaffPasswordPassed> {
  await assertSignInAllowed(ctx, input.email);
  const [user] = await ctx.db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  const passwordRight = await verifyPassword(user?.passwordHash, input.password);
  // An invitation not yet accepted has no password to know; it answers as an unknown e-mail does.
  if (!user || !passwordRight || user.status === "invited") return refuseSignIn(ctx, input.email, NOT_RIGHT);
  if (user.status !== "active") {
    // Only someone who knows the password learns this, and it tells them whom to ask.
    throw new PortalError(
      "FORBIDDEN",
      "Your portal account is switched off. Ask an administrator of your organisation to turn it back on.",
    );
  }
  if (user.passwordHash && passwordNeedsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await ctx.db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, user.id));
  }
  return {
    next: user.totpEnrolledAt ? "verify" : "enrol",
    ticket: issueSecondFactorTicket(portalKeys(ctx.encryptionKey).secondFactorTickets, user.id, ctx.now()),
  };
}
