import type { BankStatements } from "@/domain/ports/bank-statements";
import { sandboxBankStatements } from "./sandbox";

/**
 * The bank statements in use. Only the offline sandbox exists so far, so sandboxes.ts reports it
 * as always selected and DEPLOYMENT=live refuses to start; a vendor adapter (a client fetching the
 * vendor's statements and `bankStatementsFromVendor` on them) joins here behind its own setting.
 */
export function bankStatements(): BankStatements {
  return sandboxBankStatements({ now: () => new Date() });
}
