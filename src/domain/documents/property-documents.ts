import { countableMortgages, type PropertyOwnership } from "../debts/credit-report";
import { parseUsState } from "../format/us-states";
import { type Demand, hasSolarLoan } from "./borrower-documents";
import type { DocumentApplication } from "./document-application";

/** A property document demand; `required: false` lists a document the applicant may add. */
export type PropertyDemand = Demand & { required: boolean };

/**
 * The subject property is the one the application's `property` names, else the first owned one.
 * Application-level facts (state, fees, trust, unattributed mortgages, solar debts) describe it.
 */
export function subjectPropertyId(app: DocumentApplication): string | undefined {
  const named = app.property?.propertyId;
  if (named && app.propertyOwnership.some((p) => p.propertyId === named)) return named;
  return app.propertyOwnership[0]?.propertyId;
}

const isFlorida = (state: string | null | undefined) => {
  const parsed = state ? parseUsState(state) : null;
  return parsed?.ok === true && parsed.value === "FL";
};

/** Spec §9 property rules for one owned property (one file each, main borrower only). */
export function propertyDemands(
  owned: PropertyOwnership,
  isSubject: boolean,
  app: DocumentApplication,
): PropertyDemand[] {
  const subject = isSubject ? app : undefined;
  const state = owned.property?.state ?? subject?.property?.state;
  const fees = owned.property?.fees ?? subject?.property?.fees ?? 0;
  const unattributed = subject
    ? countableMortgages({
        mortgages: [...(app.mortgages ?? [])],
        propertyOwnership: [...app.propertyOwnership],
      })
    : [];
  const hasMortgages = owned.mortgages.length > 0 || unattributed.length > 0;
  const solar = hasSolarLoan(owned.mortgages) || (subject !== undefined && hasSolarLoan(app.liabilities));
  const rules: [boolean, string][] = [
    [hasMortgages, "mortgage_statement"],
    [solar, "solar_panel_statement"],
    [isFlorida(state), "flood_insurance"],
    [subject?.isInTrust === true, "trust_document"],
    [fees > 0, "HOA_or_condo_invoice"],
    [!hasMortgages, "property_tax_bill"],
  ];
  const demands = rules
    .filter(([applies]) => applies)
    .map(([, type]) => ({ type, count: 1, required: true }));
  // Spec §9: homeowners insurance is never auto-required; it is listed so it can be added or requested.
  demands.push({ type: "homeowners_insurance", count: 1, required: false });
  return demands;
}
