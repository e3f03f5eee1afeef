import type { IdentityVerification } from "@/domain/ports/identity-verification";
import { sandboxIdentityVerification } from "./sandbox";

/**
 * The identity verification in use. Only the offline sandbox exists so far, so sandboxes.ts reports
 * it as always selected and DEPLOYMENT=live refuses to start; a vendor adapter (a client sending the
 * photos and data, and `identityVerdictFromVendor` on its answer) joins here behind its own setting.
 */
export function identityVerification(): IdentityVerification {
  return sandboxIdentityVerification();
}
