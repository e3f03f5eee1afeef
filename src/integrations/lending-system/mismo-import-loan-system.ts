import type { LendingSystem } from "@/domain/enums/lending-systems";
import type { LoanSystem, LosLoan, LosLoanStatus } from "@/domain/ports/loan-system-export";
import type { LosHttp } from "./los-http";

/**
 * The shape of a lending system that takes MISMO files by import (Byte and Lending Pad, decision
 * 080): search by the application's id kept as the external id, import to create, re-import to
 * update, read the status. Each vendor's transform file fills this in with its own paths and bodies.
 */
export interface MismoImportContract {
  PATHS: {
    loans: string;
    import: string;
    reimport(loanId: string): string;
    status(loanId: string): string;
  };
  importQuery(applicationId?: string): Record<string, string>;
  loanFromSearch(body: string): LosLoan | null;
  importedLoan(body: string): LosLoan;
  statusOf(body: string): LosLoanStatus;
}

/** A `LoanSystem` over an authorised client that speaks `contract`. */
export function mismoImportLoanSystem(
  system: LendingSystem,
  http: LosHttp,
  contract: MismoImportContract,
): LoanSystem {
  return {
    system,
    async findLoan(applicationId) {
      const answer = await http.call({
        method: "GET",
        path: contract.PATHS.loans,
        query: { externalId: applicationId },
      });
      return contract.loanFromSearch(answer.body);
    },
    async createLoan(file) {
      const answer = await http.call({
        method: "POST",
        path: contract.PATHS.import,
        query: contract.importQuery(file.applicationId),
        contentType: "application/xml",
        body: file.mismoXml,
      });
      return contract.importedLoan(answer.body);
    },
    async updateLoan(loan, file) {
      await http.call({
        method: "POST",
        path: contract.PATHS.reimport(loan.loanId),
        query: contract.importQuery(),
        contentType: "application/xml",
        body: file.mismoXml,
      });
    },
    async loanStatus(loan) {
      const answer = await http.call({ method: "GET", path: contract.PATHS.status(loan.loanId) });
      return contract.statusOf(answer.body);
    },
  };
}
