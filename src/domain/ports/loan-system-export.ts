import type { LendingSystem } from "../enums/lending-systems";
import type { LoanMilestone } from "../loan-milestones/loan-milestones";

/**
 * docs/design.md §4: Byte, Encompass and Lending Pad take the application as a MISMO 3.4 XML file. The
 * site's own application id travels with the file and is how a loan is found again: none of the
 * three has an idempotency key, so "find, then create" is what keeps one loan per application.
 */
export type LoanFile = {
  applicationId: string;
  mismoXml: string;
};

/** A loan in the lending system: its own id (a GUID in Encompass) and the number staff quote. */
export type LosLoan = {
  loanId: string;
  loanNumber: string;
};

/** A condition the lender's underwriter set in the lending system. */
export type LosCondition = {
  /** The lending system's own id for it: the same condition comes back under the same id. */
  id: string;
  title: string;
  cleared: boolean;
};

/** Where the loan is in the lender's hands, as the lending system reports it. */
export type LosLoanStatus = {
  /** The furthest milestone passed; null when the system's status maps to none of ours. */
  milestone: LoanMilestone | null;
  conditions: readonly LosCondition[];
};

export interface LoanSystem {
  readonly system: LendingSystem;
  /** The loan made from this application, looked up by the application's own id; null when none. */
  findLoan(applicationId: string): Promise<LosLoan | null>;
  /** Makes a loan from the file. Call only after `findLoan` answered null. */
  createLoan(file: LoanFile): Promise<LosLoan>;
  /** Sends the file again onto an existing loan (conditions answered, documents added). */
  updateLoan(loan: LosLoan, file: LoanFile): Promise<void>;
  loanStatus(loan: LosLoan): Promise<LosLoanStatus>;
}

/**
 * The lending system refused the file or the call for a business reason (Encompass's 409): sending
 * it again unchanged will be refused again. `reason` is the system's own words, for staff.
 */
export class LoanSystemRefusal extends Error {
  override name = "LoanSystemRefusal";
  constructor(readonly reason: string) {
    super(`The lending system refused the loan: ${reason}`);
  }
}

/** The lending system could not be reached or kept failing (5xx, 429, timeouts): try again later. */
export class LoanSystemUnavailable extends Error {
  override name = "LoanSystemUnavailable";
}
