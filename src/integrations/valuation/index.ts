import type { AutomatedValuation } from "@/domain/ports/automated-valuation";
import { sandboxValuation } from "./sandbox";

/**
 * The automated valuation in use. Only the offline sandbox exists so far, so sandboxes.ts reports
 * it as always selected and DEPLOYMENT=live refuses to start; a vendor adapter joins here behind
 * its own setting, registered there as captcha's is.
 */
export function automatedValuation(): AutomatedValuation {
  return sandboxValuation({ now: () => new Date() });
}
