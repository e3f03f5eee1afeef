import { countableMortgages, isCountableMortgage, type PropertyOwnership } from "../debts/credit-report";
import { hasSolarLoan } from "../debts/solar-loan";
import { parseUsState } from "../format/us-states";
import type { Demand } from "./borrower-documents";
import type { DocumentApplication } from "./document-application";

/** A property document demand; `required: false` lists a document the applicant may add. */
export type PropertyDemand = Demand & { required: boolean };

/** The id the subject property's lines carry when the application's `property` has none. */
export const SUBJECT_PROPERTY_ID = "subject";

/** Spec §3: the id of the subject property, the one the application's `property` names. */
export const subjectPropertyId = (app: DocumentApplication): string =>
  app.property?.propertyId ?? SUBJECT_PROPERTY_ID;

/** An owned property whose documents are asked for, marked when it is the subject property. */
export type DocumentProperty = { owned: PropertyOwnership; isSubject: boolean };

/** True when the application says anything about its subject property (spec §3). */
function hasSubjectFacts(app: DocumentApplication): boolean {
  return (
    app.property != null ||
    app.isInTrust === true ||
    (app.mortgages ?? []).some(isCountableMortgage) ||
    hasSolarLoan(app.liabilities)
  );
}

/**
 * Spec §3, §9: the properties whose documents are asked for. The subject property is the one the
 * application's `property` names (id `property.propertyId`, else "subject"); its facts (state,
 * fees, trust, unattributed mortgages, solar debts) merge into the owned property of the same id
 * only, and otherwise make an entry of their own, never landing on another (maybe rented) property.
 */
export function documentProperties(app: DocumentApplication): DocumentProperty[] {
  const subjectId = subjectPropertyId(app);
  const properties = app.propertyOwnership.map((owned) => ({
    owned,
    isSubject: owned.propertyId === subjectId,
  }));
  if (!properties.some((p) => p.isSubject) && hasSubjectFacts(app)) {
    properties.push({ owned: { propertyId: subjectId, property: null, mortgages: [] }, isSubject: true });
  }
  return properties;
}

const isFlorida = (state: string | null | undefined) => {
  const parsed = state ? parseUsState(state) : null;
  return parsed?.ok === true && parsed.value === "FL";
};

/** Spec §9 property rules for one owned property (one file each, main borrower only). */
export function propertyDemands(
  { owned, isSubject }: DocumentProperty,
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
  // Spec §5: only mortgages with a balance or high credit above 0 count.
  const hasMortgages = owned.mortgages.some(isCountableMortgage) || unattributed.length > 0;
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
