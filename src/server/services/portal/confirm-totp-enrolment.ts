import { and, eq, isNull } from "drizzle-orm";
import type { ConfirmTotpEnrolment } from "@/domain/portal/portal-inputs";
import { recordAudit } from "@/server/audit/record-audit";
import { newRecoveryCodes, recoveryCodeHash } from "@/server/auth/recovery-codes";
import { checkTotp, totpSecretContext } from "@/server/auth/totp";
import { staffUsers } from "@/server/db/schema";
import { decryptField } from "@/server/security/field-crypto";
import { type PortalRequest, portalKeys } from "./portal-context";
import { PortalError } from "./portal-error";
import {
  assertSignInAllowed,
  completeStaffSignIn,
  refuseSignIn,
  type SignedInStaff,
  staffUserOfTicket,
} from "./signing-in-staff";

const START_AGAIN =
  "Start setting up your authenticator app again: scan the new QR code, then enter its code.";

/**
 * The first code from the new authenticator app confirms the enrolment and signs the person in.
 * It answers ten recovery codes, shown this once; only their keyed hashes are kept.
 */
export async function confirmTotpEnrolment(
  ctx: PortalRequest,
  input: ConfirmTotpEnrolment,
): Promise<SignedInStaff & { recoveryCodes: string[] }> {
  const user = await staffUserOfTicket(ctx, input.ticket);
  if (user.totpEnrolledAt) {
    throw new PortalError("CONFLICT", "Your authenticator app is already set up. Enter its code to sign in.");
  }
  if (!user.totpSecretEncrypted) throw new PortalError("BAD_REQUEST", START_AGAIN);
  await assertSignInAllowed(ctx, user.email);
  const secret = decryptField(ctx.encryptionKey, user.totpSecretEncrypted, totpSecretContext(user.id));
  const check = await checkTotp(secret, input.code, { at: ctx.now(), lastUsedStep: user.totpLastUsedStep });
  if (!check.valid) {
    return refuseSignIn(
      ctx,
      user.email,
      "That code is not right. Enter the 6 digits your authenticator app shows now for Keystone Home Credit.",
    );
  }
  const recoveryCodes = newRecoveryCodes();
  const key = portalKeys(ctx.encryptionKey).recoveryCodes;
  const enrolled = await ctx.db
    .update(staffUsers)
    .set({
      totpEnrolledAt: ctx.now(),
      totpLastUsedStep: check.step,
      recoveryCodeHashes: recoveryCodes.map((code) => recoveryCodeHash(key, user.id, code)),
    })
    .where(
      and(
        eq(staffUsers.id, user.id),
        isNull(staffUsers.totpEnrolledAt),
        // The secret this code was checked against, not one a parallel restart put in its place.
        eq(staffUsers.totpSecretEncrypted, user.totpSecretEncrypted),
      ),
    )
    .returning({ id: staffUsers.id });
  if (enrolled.length === 0) throw new PortalError("CONFLICT", START_AGAIN);
  await recordAudit(ctx.db, {
    actor: `staff:${user.id}`,
    action: "portal.secondFactor.enrolled",
    subject: `staff:${user.id}`,
    address: ctx.address,
  });
  return { ...(await completeStaffSignIn(ctx, user, "enrolment")), recoveryCodes };
}
