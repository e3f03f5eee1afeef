import { type LeftOutField, LOAN_FILE_GROUPS, type LoanFileGroup, leftOutFieldsOf } from "./left-out";
import type { LoanFileInput } from "./loan-file-input";
import type { MismoElement, MismoMessage } from "./mismo-document";

/** One group of the staff's report: what the file carries (names and counts only) and what it leaves out. */
export interface LoanFileReportGroup {
  group: LoanFileGroup;
  /** The group's records in the file ("EMPLOYER" 2), in the order met. */
  records: { element: string; count: number }[];
  /** Each field the file fills in this group, with how many times: the names, never a value. */
  fields: { name: string; count: number }[];
  leftOut: { field: string; reason: string }[];
}

/** The elements each group counts as its records. */
const RECORDS: Record<LoanFileGroup, readonly string[]> = {
  borrowers: ["BORROWER", "RESIDENCE"],
  employmentIncome: ["EMPLOYER", "CURRENT_INCOME_ITEM"],
  assets: ["ASSET"],
  liabilities: ["LIABILITY"],
  realEstate: ["OWNED_PROPERTY"],
  propertyLoan: ["SUBJECT_PROPERTY", "LOAN"],
  declarations: ["DECLARATION"],
  demographics: ["GOVERNMENT_MONITORING"],
  language: ["LANGUAGE"],
};

/** Inside a borrower's PARTY, the parts that belong to another group of the 1003. */
const BORROWER_PARTS: Record<string, LoanFileGroup> = {
  EMPLOYERS: "employmentIncome",
  CURRENT_INCOME: "employmentIncome",
  DECLARATION: "declarations",
  GOVERNMENT_MONITORING: "demographics",
  LANGUAGES: "language",
};

type Tally = { records: Map<string, number>; fields: Map<string, number> };

const children = (value: MismoElement[string]): MismoElement[] =>
  value === undefined || typeof value === "string"
    ? []
    : Array.isArray(value)
      ? value
      : [value as MismoElement];

function count(map: Map<string, number>, name: string) {
  map.set(name, (map.get(name) ?? 0) + 1);
}

/** Counts an element's records and filled fields into its group, moving to another group where a part belongs there. */
function walk(
  tallies: Record<LoanFileGroup, Tally>,
  group: LoanFileGroup,
  name: string,
  element: MismoElement,
) {
  const here =
    BORROWER_PARTS[name] && group === "borrowers" ? (BORROWER_PARTS[name] as LoanFileGroup) : group;
  if (RECORDS[here].includes(name)) count(tallies[here].records, name);
  for (const [key, value] of Object.entries(element)) {
    if (key.startsWith("@") || value === undefined) continue;
    if (typeof value === "string") {
      if (key !== "#") count(tallies[here].fields, key);
      continue;
    }
    for (const child of children(value)) walk(tallies, here, key, child);
  }
}

const isBorrowerParty = (party: MismoElement) =>
  children(party.ROLES)
    .flatMap((r) => children(r.ROLE))
    .some((role) => role.BORROWER !== undefined);
const ownsProperty = (asset: MismoElement) => asset.OWNED_PROPERTY !== undefined;

/**
 * The staff's per-field report of a loan file (issue 21 item 6, decision 104): for each group of
 * Form 1003 the records and the fields the MESSAGE fills, counted, and what it leaves out with the
 * reason. Only element names are read from the message: no value (an SSN, an account number)
 * reaches the report.
 */
export function loanFileReport(message: MismoMessage, input: LoanFileInput): LoanFileReportGroup[] {
  const tallies = Object.fromEntries(
    LOAN_FILE_GROUPS.map((g) => [g, { records: new Map(), fields: new Map() }]),
  ) as Record<LoanFileGroup, Tally>;
  for (const set of children(message.DEAL_SETS).flatMap((s) => children(s.DEAL_SET)))
    for (const deal of children(set.DEALS).flatMap((d) => children(d.DEAL))) {
      for (const asset of children(deal.ASSETS).flatMap((a) => children(a.ASSET)))
        walk(tallies, ownsProperty(asset) ? "realEstate" : "assets", "ASSET", asset);
      for (const liability of children(deal.LIABILITIES))
        walk(tallies, "liabilities", "LIABILITIES", liability);
      for (const collateral of children(deal.COLLATERALS))
        walk(tallies, "propertyLoan", "COLLATERALS", collateral);
      for (const loan of children(deal.LOANS)) walk(tallies, "propertyLoan", "LOANS", loan);
      for (const party of children(deal.PARTIES).flatMap((p) => children(p.PARTY)))
        walk(tallies, isBorrowerParty(party) ? "borrowers" : "propertyLoan", "PARTY", party);
    }
  const leftOut = leftOutFieldsOf(input);
  return LOAN_FILE_GROUPS.map((group) => ({
    group,
    records: [...tallies[group].records].map(([element, n]) => ({ element, count: n })),
    fields: [...tallies[group].fields].map(([name, n]) => ({ name, count: n })),
    leftOut: leftOut
      .filter((f: LeftOutField) => f.group === group)
      .map(({ field, reason }) => ({ field, reason })),
  }));
}
