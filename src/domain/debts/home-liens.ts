import { isSameProperty } from "../application/real-estate-owned";
import type { PostalAddress } from "../ports/person";
import {
  type CreditReport,
  countableMortgages,
  countableOwnedMortgages,
  type MortgageRecord,
  type PropertyOwnership,
} from "./credit-report";

/**
 * A countable mortgage of the credit report, once (spec §5), with the id mortgage-select and debt
 * consolidation give it: `p<n>m<n>` for one in an owned property's list, `m<n>` for the others.
 */
export type ReportMortgageRecord = {
  id: string;
  mortgage: MortgageRecord;
  /** The owned property the report records it against; null when the report names none. */
  property: PropertyOwnership | null;
  /** The report records it against a property at the home's address. */
  tiedToHome: boolean;
};

/** Every countable mortgage of the report once: the owned properties' own, then the others. */
export function reportMortgageRecords(
  report: Pick<CreditReport, "mortgages" | "propertyOwnership"> | null,
  home: PostalAddress | null | undefined,
): ReportMortgageRecord[] {
  if (!report) return [];
  const owned = countableOwnedMortgages(report).map(
    ({ property, propertyIndex, mortgageIndex, mortgage }) => ({
      id: `p${propertyIndex}m${mortgageIndex}`,
      mortgage,
      property,
      tiedToHome: isSameProperty(property.property?.address, home),
    }),
  );
  const others = countableMortgages(report).map((mortgage, i) => ({
    id: `m${i}`,
    mortgage,
    property: null,
    tiedToHome: false,
  }));
  return [...owned, ...others];
}

export type HomeLiens = {
  /** The mortgages on the home the loan is for: they count in its CLTV and its documents. */
  liens: ReportMortgageRecord[];
  /**
   * Mortgages the report ties to the home that the applicant said are not on it: not counted, but
   * the decision asks for proof of the property they are on (condition 309, decision 045).
   */
  saidNotOnHome: ReportMortgageRecord[];
  /** The liens' balances added up. */
  total: number;
};

/**
 * Which of the credit report's mortgages are liens on the home the loan is for (decision 045): the
 * ones the applicant ticked at mortgage-select, or, before they answer, the ones the report records
 * against the home's address. The offer, the automated decision, the documents checklist and the
 * debts read it from here, so they never disagree.
 */
export function homeLiens(
  report: Pick<CreditReport, "mortgages" | "propertyOwnership"> | null,
  home: PostalAddress | null | undefined,
  selectedMortgageIds: readonly string[] | undefined,
): HomeLiens {
  const records = reportMortgageRecords(report, home);
  const chosen = new Set(selectedMortgageIds ?? records.filter((r) => r.tiedToHome).map((r) => r.id));
  const liens = records.filter((r) => chosen.has(r.id));
  return {
    liens,
    saidNotOnHome: records.filter((r) => r.tiedToHome && !chosen.has(r.id)),
    total: liens.reduce((sum, r) => sum + r.mortgage.balance, 0),
  };
}
