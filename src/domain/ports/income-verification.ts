import type { Employment } from "../employment/employment";
import type { PersonIdentity } from "./person";

/** Spec §4 "Income Verification": employment and income from payroll data (data source not Manual). */
export type IncomeVerificationReport = {
  reportId: string;
  employments: Employment[];
  pdfUrl?: string | null;
};

export interface IncomeVerification {
  /** Starts a verification the applicant completes with the provider; returns where to send them. */
  start(person: PersonIdentity, returnUrl: string): Promise<{ sessionId: string; redirectUrl: string }>;
  /** The report once ready; null while the applicant has not finished. */
  report(sessionId: string): Promise<IncomeVerificationReport | null>;
}
