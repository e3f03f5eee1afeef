import type { EmploymentRecord } from "../application/employment-record";
import type { PersonIdentity } from "./person";

/** A job as a payroll report gives it: the application's record without its id. */
export type VerifiedEmployment = Omit<EmploymentRecord, "id">;

/**
 * Spec §4 "Income Verification": employment and income read from the applicant's payroll or bank.
 * Every job carries `dataSource` (the provider, never "Manual"), `reportId` and `pdfUrl`, so the
 * document rules treat a current one as verified (spec §5, §9).
 */
export type IncomeVerificationReport = {
  reportId: string;
  /** The provider's name, written into each job's dataSource. */
  provider: string;
  pdfUrl: string | null;
  employments: VerifiedEmployment[];
};

export interface IncomeVerification {
  /**
   * Connects the applicant's payroll at the named employer (or payroll provider) and reads their
   * jobs and pay. Resolves to null when the provider holds no payroll account for that person there;
   * rejects when the provider does not answer.
   */
  connect(person: PersonIdentity, employerName: string): Promise<IncomeVerificationReport | null>;
}
