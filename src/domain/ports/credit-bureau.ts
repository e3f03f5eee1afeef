import type { CreditReport } from "../debts/credit-report";
import type { PersonIdentity } from "./person";

/** Spec §4 "Credit Pull": a soft pull, which does not affect the applicant's score. */
export interface CreditBureau {
  /**
   * Resolves to null when the bureau holds no file on anyone pulled (a "thin" file). On a joint
   * pull (`coborrower`) one report covers both people; a person without a file has no scores in it.
   */
  softPull(person: PersonIdentity, options?: { coborrower?: PersonIdentity }): Promise<CreditReport | null>;
}
