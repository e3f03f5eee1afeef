import { US_STATES } from "../format/us-states";
import { uliChecks } from "./universal-loan-identifier";

/**
 * The FFIEC's syntactical (S300–S305) and validity (V600 onwards) edits that apply to the register
 * this site files (FIG 2018+; decision 077 lists those left aside: they test fields the site reports
 * as NA or a constant). Each answers the rows it fails; a register that passes answers none.
 */
export interface EditFailure {
  edit: string;
  row: number;
  message: string;
}

type Row = readonly string[];
const STATES = new Set<string>(US_STATES.map((s) => s.code));

const isDate = (text: string) => {
  if (!/^\d{8}$/.test(text)) return false;
  const date = new Date(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replace(/-/g, "") === text;
};
const oneOf = (value: string | undefined, codes: readonly string[]) => codes.includes(value ?? "");
const codesIn = (row: Row, from: number) => [0, 1, 2, 3, 4].map((i) => row[from + i] ?? "");

/** A group of five code slots: the first from `codes`, the rest blank or from `codes`, none twice. */
function codeGroup(slots: readonly string[], first: readonly string[], others: readonly string[]): boolean {
  const [head, ...rest] = slots;
  const given = slots.filter((s) => s !== "");
  return (
    oneOf(head, first) &&
    rest.every((s) => s === "" || others.includes(s)) &&
    new Set(given).size === given.length
  );
}

const ETHNICITY = ["1", "11", "12", "13", "14", "2"];
const RACE = ["1", "2", "21", "22", "23", "24", "25", "26", "27", "3", "4", "41", "42", "43", "44", "5"];

/** Field n of the FIG (1-based) of a LAR row. */
const f = (row: Row, n: number) => row[n - 1] ?? "";

interface LarEdit {
  edit: string;
  message: string;
  passes: (row: Row, year: number) => boolean;
}

const LAR_EDITS: readonly LarEdit[] = [
  {
    edit: "V600",
    message: "LEI must be 20 letters or digits",
    passes: (r) => /^[A-Z0-9]{20}$/.test(f(r, 2)),
  },
  {
    edit: "V608-1",
    message: "A ULI must be 23 to 45 letters or digits",
    passes: (r) => /^[A-Z0-9]{23,45}$/.test(f(r, 3)),
  },
  {
    edit: "V608-2",
    message: "A ULI must begin with the LEI",
    passes: (r) => f(r, 3).startsWith(f(r, 2)),
  },
  {
    edit: "V609",
    message: "The ULI's check digits must be valid (ISO 7064 mod 97-10)",
    passes: (r) => uliChecks(f(r, 3)),
  },
  {
    edit: "V610-1",
    message: "Application Date must be a real date (YYYYMMDD) or NA",
    passes: (r) => f(r, 4) === "NA" || isDate(f(r, 4)),
  },
  {
    edit: "V610-2",
    message: "Application Date must be on or before Action Taken Date",
    passes: (r) => f(r, 4) === "NA" || f(r, 4) <= f(r, 12),
  },
  { edit: "V611", message: "Loan Type must be 1 to 4", passes: (r) => oneOf(f(r, 5), ["1", "2", "3", "4"]) },
  {
    edit: "V612-1",
    message: "Loan Purpose must be 1, 2, 31, 32, 4 or 5",
    passes: (r) => oneOf(f(r, 6), ["1", "2", "31", "32", "4", "5"]),
  },
  { edit: "V613-1", message: "Preapproval must be 1 or 2", passes: (r) => oneOf(f(r, 7), ["1", "2"]) },
  {
    edit: "V613-2",
    message: "A preapproval request is only for a home purchase",
    passes: (r) => f(r, 7) !== "1" || f(r, 6) === "1",
  },
  {
    edit: "V614-2",
    message: "An open-end line is never a preapproval request",
    passes: (r) => !(f(r, 109) === "1" && f(r, 7) === "1"),
  },
  {
    edit: "V615-1",
    message: "Construction Method must be 1 or 2",
    passes: (r) => oneOf(f(r, 8), ["1", "2"]),
  },
  {
    edit: "V616",
    message: "Occupancy Type must be 1, 2 or 3",
    passes: (r) => oneOf(f(r, 9), ["1", "2", "3"]),
  },
  {
    edit: "V617",
    message: "Loan Amount must be a number above 0",
    passes: (r) => /^\d+(\.\d+)?$/.test(f(r, 10)) && Number(f(r, 10)) > 0,
  },
  {
    edit: "V618",
    message: "Action Taken must be 1 to 8",
    passes: (r) => oneOf(f(r, 11), ["1", "2", "3", "4", "5", "6", "7", "8"]),
  },
  {
    edit: "V619-1",
    message: "Action Taken Date must be a real date (YYYYMMDD)",
    passes: (r) => isDate(f(r, 12)),
  },
  {
    edit: "V619-2",
    message: "Action Taken Date must be in the reporting year",
    passes: (r, year) => f(r, 12).startsWith(String(year)),
  },
  { edit: "V620", message: "Street Address must not be blank", passes: (r) => f(r, 13).trim() !== "" },
  { edit: "V621", message: "City must not be blank", passes: (r) => f(r, 14).trim() !== "" },
  {
    edit: "V622",
    message: "State must be a two-letter state code or NA",
    passes: (r) => f(r, 15) === "NA" || STATES.has(f(r, 15)),
  },
  {
    edit: "V623",
    message: "ZIP Code must be 12345, 12345-6789 or NA",
    passes: (r) => f(r, 16) === "NA" || /^\d{5}(-\d{4})?$/.test(f(r, 16)),
  },
  {
    edit: "V624",
    message: "County must be 5 digits or NA",
    passes: (r) => f(r, 17) === "NA" || /^\d{5}$/.test(f(r, 17)),
  },
  {
    edit: "V625",
    message: "Census Tract must be 11 digits or NA",
    passes: (r) => f(r, 18) === "NA" || /^\d{11}$/.test(f(r, 18)),
  },
  {
    edit: "V628",
    message: "Ethnicity of Applicant must be valid codes, the first not blank, none repeated",
    passes: (r) => codeGroup(codesIn(r, 18), [...ETHNICITY, "3", "4"], ETHNICITY),
  },
  {
    edit: "V629",
    message: "Ethnicity observed must be 1, 2 or 3",
    passes: (r) => oneOf(f(r, 31), ["1", "2", "3"]),
  },
  {
    edit: "V631",
    message: "Ethnicity of Co-Applicant must be valid codes, the first not blank, none repeated",
    passes: (r) => codeGroup(codesIn(r, 24), [...ETHNICITY, "3", "4", "5"], ETHNICITY),
  },
  {
    edit: "V632",
    message: "Co-applicant's ethnicity observed must be 1 to 4 (4 exactly when there is none)",
    passes: (r) => oneOf(f(r, 32), ["1", "2", "3", "4"]) && (f(r, 25) === "5") === (f(r, 32) === "4"),
  },
  {
    edit: "V634",
    message: "Free-form Hispanic or Latino origin only with code 14",
    passes: (r) => f(r, 24) === "" || codesIn(r, 18).includes("14"),
  },
  {
    edit: "V636",
    message: "Race of Applicant must be valid codes, the first not blank, none repeated",
    passes: (r) => codeGroup(codesIn(r, 32), [...RACE, "6", "7"], RACE),
  },
  {
    edit: "V637",
    message: "Race observed must be 1, 2 or 3",
    passes: (r) => oneOf(f(r, 49), ["1", "2", "3"]),
  },
  {
    edit: "V639",
    message: "Race of Co-Applicant must be valid codes, the first not blank, none repeated",
    passes: (r) => codeGroup(codesIn(r, 40), [...RACE, "6", "7", "8"], RACE),
  },
  {
    edit: "V640",
    message: "Co-applicant's race observed must be 1 to 4 (4 exactly when there is none)",
    passes: (r) => oneOf(f(r, 50), ["1", "2", "3", "4"]) && (f(r, 41) === "8") === (f(r, 50) === "4"),
  },
  {
    edit: "V641",
    message: "Free-form Other Asian only with code 27, Other Pacific Islander only with 44",
    passes: (r) =>
      (f(r, 39) === "" || codesIn(r, 32).includes("27")) &&
      (f(r, 40) === "" || codesIn(r, 32).includes("44")),
  },
  {
    edit: "V643",
    message: "Sex of Applicant must be 1, 2, 3, 4 or 6",
    passes: (r) => oneOf(f(r, 51), ["1", "2", "3", "4", "6"]),
  },
  {
    edit: "V645",
    message: "Sex of Co-Applicant must be 1 to 6, and 5 exactly when there is none",
    passes: (r) =>
      oneOf(f(r, 52), ["1", "2", "3", "4", "5", "6"]) && (f(r, 52) === "5") === (f(r, 54) === "4"),
  },
  {
    edit: "V647",
    message: "Age of Applicant must be a whole number or 8888",
    passes: (r) => /^\d+$/.test(f(r, 55)) && (f(r, 55) === "8888" || Number(f(r, 55)) < 150),
  },
  {
    edit: "V648",
    message: "Age of Co-Applicant must be a whole number, 8888, or 9999 when there is none",
    passes: (r) => /^\d+$/.test(f(r, 56)) && (f(r, 56) === "9999") === (f(r, 25) === "5"),
  },
  {
    edit: "V650",
    message: "Income must be a whole number of thousands or NA",
    passes: (r) => f(r, 57) === "NA" || /^-?\d+$/.test(f(r, 57)),
  },
  {
    edit: "V652",
    message: "Type of Purchaser must be 0 unless the loan was originated or purchased",
    passes: (r) => oneOf(f(r, 11), ["1", "6"]) || f(r, 58) === "0",
  },
  {
    edit: "V654",
    message: "HOEPA Status must be 3 unless the loan was originated",
    passes: (r) => f(r, 11) === "1" || f(r, 60) === "3",
  },
  { edit: "V655", message: "Lien Status must be 1 or 2", passes: (r) => oneOf(f(r, 61), ["1", "2"]) },
  {
    edit: "V656",
    message: "Credit score 8888 goes with scoring model 9",
    passes: (r) => (f(r, 62) === "8888") === (f(r, 64) === "9"),
  },
  {
    edit: "V669",
    message: "A denial names a reason (1 to 9); anything else reports 10",
    passes: (r) =>
      f(r, 11) === "3" ? oneOf(f(r, 68), ["1", "2", "3", "4", "5", "6", "7", "8", "9"]) : f(r, 68) === "10",
  },
  {
    edit: "V671",
    message: "Reason 9 (other) needs its description; no description without it",
    passes: (r) => (codesIn(r, 67).slice(0, 4).includes("9") ? f(r, 72).trim() !== "" : f(r, 72) === ""),
  },
  {
    edit: "V673",
    message: "Total Loan Costs is NA for an open-end line or a loan not originated",
    passes: (r) => (f(r, 109) === "1" || f(r, 11) !== "1" ? f(r, 73) === "NA" : true),
  },
  {
    edit: "V681",
    message: "Interest Rate must be a number or NA, and NA when denied",
    passes: (r) =>
      (f(r, 78) === "NA" || /^\d+(\.\d+)?$/.test(f(r, 78))) && (f(r, 11) !== "3" || f(r, 78) === "NA"),
  },
  {
    edit: "V685",
    message: "Loan Term must be months or NA",
    passes: (r) => f(r, 82) === "NA" || /^\d+$/.test(f(r, 82)),
  },
  {
    edit: "V688",
    message: "Balloon, interest-only, negative amortisation and other non-amortising features are 1 or 2",
    passes: (r) => [84, 85, 86, 87].every((n) => oneOf(f(r, n), ["1", "2", "1111"])),
  },
  {
    edit: "V689",
    message: "Property Value must be a number or NA",
    passes: (r) => f(r, 88) === "NA" || /^\d+(\.\d+)?$/.test(f(r, 88)),
  },
  {
    edit: "V690",
    message: "A site-built home reports manufactured home fields as not applicable",
    passes: (r) => f(r, 8) !== "1" || (f(r, 89) === "3" && f(r, 90) === "5"),
  },
  {
    edit: "V692",
    message: "Total Units must be a whole number above 0",
    passes: (r) => /^\d+$/.test(f(r, 91)) && Number(f(r, 91)) > 0,
  },
  {
    edit: "V693",
    message: "Submission of Application must be 1, 2 or 3",
    passes: (r) => oneOf(f(r, 93), ["1", "2", "3", "1111"]),
  },
  {
    edit: "V694",
    message: "Initially Payable must be 1, 2 or 3",
    passes: (r) => oneOf(f(r, 94), ["1", "2", "3", "1111"]),
  },
  {
    edit: "V696",
    message: "AUS 1 must be 1 to 6",
    passes: (r) => oneOf(f(r, 96), ["1", "2", "3", "4", "5", "6", "1111"]),
  },
  {
    edit: "V699",
    message: "AUS 6 (not applicable) goes with result 17",
    passes: (r) => f(r, 96) !== "6" || f(r, 102) === "17",
  },
  {
    edit: "V700",
    message: "Reverse Mortgage must be 1 or 2",
    passes: (r) => oneOf(f(r, 108), ["1", "2", "1111"]),
  },
  {
    edit: "V701",
    message: "Open-End Line of Credit must be 1 or 2",
    passes: (r) => oneOf(f(r, 109), ["1", "2", "1111"]),
  },
  {
    edit: "V702",
    message: "Business or Commercial Purpose must be 1 or 2",
    passes: (r) => oneOf(f(r, 110), ["1", "2", "1111"]),
  },
];

const TS_EDITS: readonly LarEdit[] = [
  {
    edit: "V601",
    message: "The transmittal sheet's name, contact, e-mail and office address must not be blank",
    passes: (r) => [2, 5, 7, 8, 9].every((n) => f(r, n).trim() !== ""),
  },
  {
    edit: "V602",
    message: "Calendar Quarter must be 4 for the annual register",
    passes: (r) => f(r, 4) === "4",
  },
  {
    edit: "V603",
    message: "Contact phone must read 999-999-9999",
    passes: (r) => /^\d{3}-\d{3}-\d{4}$/.test(f(r, 6)),
  },
  {
    edit: "V604",
    message: "Office state must be a two-letter state code",
    passes: (r) => STATES.has(f(r, 10)),
  },
  {
    edit: "V605",
    message: "Office ZIP must be 12345 or 12345-6789",
    passes: (r) => /^\d{5}(-\d{4})?$/.test(f(r, 11)),
  },
  {
    edit: "V606",
    message: "Total entries must be a number above 0",
    passes: (r) => /^\d+$/.test(f(r, 13)) && Number(f(r, 13)) > 0,
  },
  {
    edit: "V607",
    message: "Federal Taxpayer ID must read 99-9999999",
    passes: (r) => /^\d{2}-\d{7}$/.test(f(r, 14)),
  },
  {
    edit: "V600-TS",
    message: "The transmittal sheet's LEI must be 20 letters or digits",
    passes: (r) => /^[A-Z0-9]{20}$/.test(f(r, 15)),
  },
  {
    edit: "V717",
    message: "Federal Agency must be 1, 2, 3, 5, 7 or 9",
    passes: (r) => oneOf(f(r, 12), ["1", "2", "3", "5", "7", "9"]),
  },
];

/** Runs every edit on a register's text; an empty answer means it passes. */
export function larEditFailures(text: string, year: number): EditFailure[] {
  const rows = text
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => line.split("|"));
  const [ts, ...lar] = rows;
  const failures: EditFailure[] = [];
  const fail = (edit: string, row: number, message: string) => failures.push({ edit, row, message });
  if (!ts || f(ts, 1) !== "1") fail("S300", 1, "The first row must be the transmittal sheet (record 1)");
  lar.forEach((r, i) => {
    if (f(r, 1) !== "2") fail("S300", i + 2, "Every row after the first must be a LAR row (record 2)");
  });
  if (ts && ts.length !== 15) fail("S300", 1, "The transmittal sheet has 15 fields");
  lar.forEach((r, i) => {
    if (r.length !== 110) fail("S300", i + 2, `A LAR row has 110 fields, not ${r.length}`);
  });
  if (ts) {
    lar.forEach((r, i) => {
      if (f(r, 2) !== f(ts, 15)) fail("S301", i + 2, "The LEI must be the transmittal sheet's");
    });
    if (f(ts, 3) !== String(year)) fail("S302", 1, `The reporting year must be ${year}`);
    if (Number(f(ts, 13)) !== lar.length) fail("S304", 1, "Total entries must equal the number of LAR rows");
    for (const edit of TS_EDITS) if (!edit.passes(ts, year)) fail(edit.edit, 1, edit.message);
  }
  const seen = new Set<string>();
  lar.forEach((r, i) => {
    const uli = f(r, 3);
    if (seen.has(uli)) fail("S305", i + 2, "A ULI appears twice");
    seen.add(uli);
    for (const edit of LAR_EDITS) if (!edit.passes(r, year)) fail(edit.edit, i + 2, edit.message);
  });
  return failures;
}
