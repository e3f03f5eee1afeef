import type { IncomeVerification } from "@/domain/ports/income-verification";
import { sandboxIncomeVerification } from "./sandbox";

/**
 * The income verification in use. Only the offline sandbox exists so far, so sandboxes.ts reports
 * it as always selected and DEPLOYMENT=live refuses to start; a vendor adapter (a client fetching
 * the vendor's report and `incomeReportFromVendor` on it) joins here behind its own setting.
 */
export function incomeVerification(): IncomeVerification {
  return sandboxIncomeVerification({ now: () => new Date() });
}
