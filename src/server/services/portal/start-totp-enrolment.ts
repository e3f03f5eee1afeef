import { and, eq, isNull } from "drizzle-orm";
import type { StartTotpEnrolment } from "@/domain/portal/portal-inputs";
import {
  newTotpSecret,
  type TotpProvisioning,
  totpProvisioning,
  totpSecretContext,
} from "@/server/auth/totp";
import { staffUsers } from "@/server/db/schema";
import { encryptField } from "@/server/security/field-crypto";
import type { PortalRequest } from "./portal-context";
import { PortalError } from "./portal-error";
import { staffUserOfTicket } from "./signing-in-staff";

const ALREADY_SET_UP =
  "You have already set up an authenticator app. Enter the code it shows to sign in, or ask an administrator to reset it.";

/**
 * First sign-in, after the password (docs/design.md §4): a new TOTP secret, stored encrypted and pending
 * (`totp_enrolled_at` null) until the first code confirms it. Asking again replaces a pending
 * secret; an enrolled one can only be replaced after an administrator resets it, so a stolen
 * password alone never moves the second factor to another phone.
 */
export async function startTotpEnrolment(
  ctx: PortalRequest,
  input: StartTotpEnrolment,
): Promise<TotpProvisioning> {
  const user = await staffUserOfTicket(ctx, input.ticket);
  if (user.totpEnrolledAt) throw new PortalError("CONFLICT", ALREADY_SET_UP);
  const secret = newTotpSecret();
  const stored = await ctx.db
    .update(staffUsers)
    .set({
      totpSecretEncrypted: encryptField(ctx.encryptionKey, secret, totpSecretContext(user.id)),
      totpLastUsedStep: null,
    })
    .where(and(eq(staffUsers.id, user.id), isNull(staffUsers.totpEnrolledAt)))
    .returning({ id: staffUsers.id });
  if (stored.length === 0) throw new PortalError("CONFLICT", ALREADY_SET_UP);
  return totpProvisioning(secret, user.email);
}
