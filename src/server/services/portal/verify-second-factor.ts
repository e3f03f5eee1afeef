import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { SecondFactor } from "@/domain/portal/portal-inputs";
import { recordAudit } from "@/server/audit/record-audit";
import { looksLikeRecoveryCode, matchingRecoveryCodeHash } from "@/server/auth/recovery-codes";
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
import type { StaffUserRow } from "./staff-access";

const WRONG =
  "That code is not right. Enter the 6 digits your authenticator app shows now, or one of your recovery codes.";
const REPLAYED =
  "That code has been used already. Wait for your authenticator app to show a new one, then enter it.";

/**
 * Staff sign-in, step 2: the authenticator's code, or a recovery code when the phone is lost. A
 * code's 30-second step is accepted once (replay refused); a recovery code is removed as it is
 * used. Wrong codes count toward the sign-in limits like wrong passwords.
 */
export async function verifySecondFactor(
  ctx: PortalRequest,
  input: SecondFactor,
): Promise<SignedInStaff & { recoveryCodesLeft: number }> {
  const user = await staffUserOfTicket(ctx, input.ticket);
  if (!user.totpEnrolledAt || !user.totpSecretEncrypted) {
    throw new PortalError(
      "CONFLICT",
      "Set up your authenticator app first: sign in again to see its QR code.",
    );
  }
  await assertSignInAllowed(ctx, user.email);
  const code = input.code.replace(/\s/g, "");
  if (/^\d{6}$/.test(code)) {
    await acceptTotp(ctx, user, code);
    const signedIn = await completeStaffSignIn(ctx, user, "totp");
    return { ...signedIn, recoveryCodesLeft: user.recoveryCodeHashes.length };
  }
  if (looksLikeRecoveryCode(code)) {
    const recoveryCodesLeft = await spendRecoveryCode(ctx, user, code);
    const signedIn = await completeStaffSignIn(ctx, user, "recoveryCode");
    return { ...signedIn, recoveryCodesLeft };
  }
  return refuseSignIn(ctx, user.email, WRONG);
}

async function acceptTotp(ctx: PortalRequest, user: StaffUserRow, code: string): Promise<void> {
  const secret = decryptField(
    ctx.encryptionKey,
    user.totpSecretEncrypted as string,
    totpSecretContext(user.id),
  );
  const check = await checkTotp(secret, code, { at: ctx.now(), lastUsedStep: user.totpLastUsedStep });
  if (!check.valid) return refuseSignIn(ctx, user.email, check.replayed ? REPLAYED : WRONG);
  // Two requests with the same code at once: only one moves the last used step forward.
  const moved = await ctx.db
    .update(staffUsers)
    .set({ totpLastUsedStep: check.step })
    .where(
      and(
        eq(staffUsers.id, user.id),
        or(isNull(staffUsers.totpLastUsedStep), lt(staffUsers.totpLastUsedStep, check.step)),
      ),
    )
    .returning({ id: staffUsers.id });
  if (moved.length === 0) return refuseSignIn(ctx, user.email, REPLAYED);
}

/** Removes the matching recovery code in one statement, so it can be used once only. Answers how many are left. */
async function spendRecoveryCode(ctx: PortalRequest, user: StaffUserRow, code: string): Promise<number> {
  const hash = matchingRecoveryCodeHash(
    portalKeys(ctx.encryptionKey).recoveryCodes,
    user.id,
    code,
    user.recoveryCodeHashes,
  );
  if (!hash) return refuseSignIn(ctx, user.email, WRONG);
  const [left] = await ctx.db
    .update(staffUsers)
    .set({ recoveryCodeHashes: sql`${staffUsers.recoveryCodeHashes} - ${hash}::text` })
    .where(
      and(
        eq(staffUsers.id, user.id),
        sql`${staffUsers.recoveryCodeHashes} @> ${JSON.stringify([hash])}::jsonb`,
      ),
    )
    .returning({ hashes: staffUsers.recoveryCodeHashes });
  if (!left) return refuseSignIn(ctx, user.email, WRONG);
  await recordAudit(ctx.db, {
    actor: `staff:${user.id}`,
    action: "portal.secondFactor.recoveryCodeUsed",
    subject: `staff:${user.id}`,
    details: { recoveryCodesLeft: left.hashes.length },
    address: ctx.address,
  });
  return left.hashes.length;
}
