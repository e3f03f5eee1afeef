import type { LendingSystem } from "../enums/lending-systems";

/** DESIGN.md §4: Byte, Encompass and Lending Pad import the application as a MISMO 3.4 XML file. */
export type LoanSystemExport = {
  system: LendingSystem;
  applicationId: string;
  mismoXml: string;
};

export interface LoanSystem {
  /** Delivers the file; the returned id is the loan's number in the lending system. */
  deliver(file: LoanSystemExport): Promise<{ loanNumber: string }>;
  /** True once the lending system reports the loan conditionally approved (spec §3). */
  isConditionallyApproved(loanNumber: string): Promise<boolean>;
}
