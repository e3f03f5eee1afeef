import type { CreditBureau } from "@/domain/ports/credit-bureau";
import { sandboxCreditBureau } from "./sandbox";

/**
 * The credit bureau in use. Only the offline sandbox exists so far, so sandboxes.ts reports it as
 * always selected and DEPLOYMENT=live refuses to start; a vendor adapter (a client posting to the
 * vendor and `creditReportFromBureau` on its answer) joins here behind its own setting, registered
 * there as captcha's is.
 */
export function creditBureau(): CreditBureau {
  return sandboxCreditBureau({ now: () => new Date() });
}
