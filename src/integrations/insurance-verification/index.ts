import type { InsuranceVerification } from "@/domain/ports/insurance-verification";
import { sandboxInsuranceVerification } from "./sandbox";

/**
 * The insurance verification in use. Only the offline sandbox exists so far, so sandboxes.ts
 * reports it as always selected and DEPLOYMENT=live refuses to start; a vendor adapter (its
 * connector's token exchanged for the policies, and `linkedInsuranceFromVendor` on them) joins here.
 */
export function insuranceVerification(): InsuranceVerification {
  return sandboxInsuranceVerification({ now: () => new Date() });
}
