import type { LoanSystem } from "@/domain/ports/loan-system-export";
import { type LosHttpOptions, losHttp } from "../los-http";
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
  return {
    system: "lendingPad",
    async findLoan(applicationId) {
      const answer = await http.call({
        method: "GET",
        path: lendingPad.PATHS.loans,
        query: { externalId: applicationId },
      });
      return lendingPad.loanFromSearch(answer.body);
    },
    async createLoan(file) {
      const answer = await http.call({
        method: "POST",
        path: lendingPad.PATHS.import,
        query: lendingPad.importQuery(file.applicationId),
        contentType: "application/xml",
        body: file.mismoXml,
      });
      return lendingPad.importedLoan(answer.body);
    },
    async updateLoan(loan, file) {
      await http.call({
        method: "POST",
        path: lendingPad.PATHS.reimport(loan.loanId),
        query: lendingPad.importQuery(),
        contentType: "application/xml",
        body: file.mismoXml,
      });
    },
    async loanStatus(loan) {
      const answer = await http.call({ method: "GET", path: lendingPad.PATHS.loan(loan.loanId) });
      return lendingPad.statusOf(answer.body);
    },
  };
}
