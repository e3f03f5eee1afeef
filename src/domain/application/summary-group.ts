import type { ApplicationStepKey } from "./application-steps";

/**
 * The application summary (spec §2 /app/application/application-summary) is a list of groups, one
 * per saved section and person, each a list of label/value lines: the screen and the PDF render the
 * same groups, so what the applicant checks on screen is what the PDF says.
 */
export interface SummaryRow {
  label: string;
  value: string;
}

export interface SummaryGroup {
  step: ApplicationStepKey;
  who: "borrower" | "coborrower" | "application";
  title: string;
  rows: SummaryRow[];
}

/** What one step's summariser gives: a group without where it came from (the assembler adds that). */
export type SummaryOfSection = Omit<SummaryGroup, "step" | "who">;

/**
 * Turns one saved section's data into its group, or its groups (real estate: one a property). The
 * parameter is `never` so a summariser typed for its own section (`(d: Demographics) => …`) fits
 * the registry; the assembler passes the stored data.
 */
export type Summarise = (data: never) => SummaryOfSection | readonly SummaryOfSection[];

export type SummaryRegistry = Partial<Record<ApplicationStepKey, Summarise>>;

/**
 * Form 1003's order: section 1 (borrower information, employment, income), 2 (liabilities), 3 (real
 * estate owned), 4 (loan and property), 5 (declarations), 8 (demographic information). Steps not
 * listed come after, in the order they were saved.
 */
export const FORM_1003_ORDER: readonly ApplicationStepKey[] = [
  "personalInfo",
  "employment",
  "businessInformation",
  "incomeVerification",
  "otherIncome",
  "debtConsolidation",
  "realEstate",
  "subjectProperty",
  "declarations",
  "demographics",
];

const WHO_ORDER = { application: 0, borrower: 1, coborrower: 2 } as const;

/** Sorts groups as on Form 1003, each section's borrower before its coborrower. */
export function inForm1003Order<G extends Pick<SummaryGroup, "step" | "who">>(groups: readonly G[]): G[] {
  const rank = (step: ApplicationStepKey) => {
    const index = FORM_1003_ORDER.indexOf(step);
    return index === -1 ? FORM_1003_ORDER.length : index;
  };
  return [...groups].sort((a, b) => rank(a.step) - rank(b.step) || WHO_ORDER[a.who] - WHO_ORDER[b.who]);
}

/** Yes/No as a person reads it. */
export const yesNo = (value: boolean | undefined): string =>
  value === undefined ? "Not answered" : value ? "Yes" : "No";
