import type { LoanSystem } from "@/domain/ports/loan-system-export";
import { type LosHttpOptions, losHttp } from "../los-http";
import { mismoImportLoanSystem } from "../mismo-import-loan-system";
import * as lendingPad from "./transform";

export type LendingPadSettings = {
  baseUrl: string;
  apiKey: string;
} & Pick<LosHttpOptions, "timeoutMs" | "attempts" | "backoffMs" | "maxConcurrent" | "sleep">;

/**
 * Lending Pad (decision 080): an API key, a MISMO import that makes a lead carrying the application
 * id as its external id, a re-import for updates, and the loan's milestone and conditions.
 */
export function lendingPadLoanSystem(settings: LendingPadSettings): LoanSystem {
  const http = losHttp({
    ...settings,
    label: "Lending Pad",
    reasonOf: lendingPad.reasonOf,
    authorise: async () => ({ authorization: `Bearer ${settings.apiKey}` }),
  });
  return mismoImportLoanSystem("lendingPad", http, lendingPad);
}
