import type { Demographics } from "../application/demographics";
import type { PostalAddress } from "../ports/person";
import { uliFor } from "./universal-loan-identifier";

/**
 * The HMDA loan/application register in the CFPB's pipe-delimited filing format (Filing
 * Instructions Guide, 2018 and later): a transmittal sheet row (record 1, 15 fields), then one row
 * per application (record 2, 110 fields). Decision 077 records how the site's answers meet HMDA's
 * codes; a field the site does not know is reported as HMDA allows ("NA", "Exempt" never used).
 */

export interface HmdaInstitution {
  name: string;
  /** 20 characters. */
  lei: string;
  /** 99-9999999. */
  taxId: string;
  /** 1 OCC, 2 FRS, 3 FDIC, 5 NCUA, 7 HUD, 9 CFPB. */
  agency: string;
  contact: { name: string; phone: string; email: string };
  office: { street: string; city: string; state: string; zip: string };
}

/** One person on the application as HMDA reads them; demographics only as they chose them. */
export interface HmdaApplicant {
  /** YYYY-MM-DD; null when not on file. */
  dateOfBirth: string | null;
  demographics: Demographics | null;
}

/** One application with the lender's final action on it. */
export interface HmdaApplication {
  applicationId: string;
  receivedOn: Date;
  product: "heloc" | "mortgage";
  purpose: "purchase" | "rateTerm" | "cashOut" | null;
  propertyUse: string | null;
  propertyType: string | null;
  units: number | null;
  address: PostalAddress | null;
  propertyValue: number | null;
  loanAmount: number;
  /** A fraction (0.065 is 6.5%); null when not set. */
  rate: number | null;
  termMonths: number | null;
  /** The home had a mortgage the line sits behind. */
  subordinate: boolean;
  action: "approved" | "declined";
  actionOn: Date;
  /** The adverse-action notice's principal reasons, as sentences (a decline only). */
  denialReasons: readonly string[];
  /** Gross annual income relied on, in dollars; null when not known. */
  annualIncome: number | null;
  applicant: HmdaApplicant;
  coApplicant: HmdaApplicant | null;
}

const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, "");

/** Age in whole years on the day the application was received; 8888 when the birth date is not on file. */
function ageAt(dateOfBirth: string | null, on: Date): string {
  if (!dateOfBirth) return "8888";
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const before = on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d);
  return String(on.getUTCFullYear() - y - (before ? 1 : 0));
}

/** Five code slots from a list: the first is required, the rest blank. */
const fiveSlots = (codes: readonly string[]) => [0, 1, 2, 3, 4].map((i) => codes[i] ?? "");

/** HMDA's "not provided in an internet application", its "no co-applicant", and the observed flag. */
const NOT_PROVIDED = { ethnicity: "3", race: "6", sex: "3" };
const NO_CO_APPLICANT = { ethnicity: "5", race: "8", sex: "5", observed: "4" };

function ethnicityFields(person: HmdaApplicant | null) {
  if (!person) return [...fiveSlots([NO_CO_APPLICANT.ethnicity]), ""];
  const e = person.demographics?.ethnicity;
  if (!e || e.wontInform) return [...fiveSlots([NOT_PROVIDED.ethnicity]), ""];
  const codes = [
    ...(e.hispanicOrLatino ? ["1"] : []),
    ...(e.mexican ? ["11"] : []),
    ...(e.puertoRican ? ["12"] : []),
    ...(e.cuban ? ["13"] : []),
    ...(e.otherHispanicOrLatino ? ["14"] : []),
    ...(e.notHispanicOrLatino ? ["2"] : []),
  ];
  return [...fiveSlots(codes), e.otherHispanicOrLatinoOrigin ?? ""];
}

function raceFields(person: HmdaApplicant | null) {
  if (!person) return [...fiveSlots([NO_CO_APPLICANT.race]), "", "", ""];
  const r = person.demographics?.race;
  if (!r || r.wontInform) return [...fiveSlots([NOT_PROVIDED.race]), "", "", ""];
  const flags: [boolean, string][] = [
    [r.americanIndianOrAlaskaNative, "1"],
    [r.asian, "2"],
    [r.asianIndian, "21"],
    [r.chinese, "22"],
    [r.filipino, "23"],
    [r.japanese, "24"],
    [r.korean, "25"],
    [r.vietnamese, "26"],
    [r.otherAsian, "27"],
    [r.blackOrAfricanAmerican, "3"],
    [r.nativeHawaiianOrOtherPacificIslander, "4"],
    [r.nativeHawaiian, "41"],
    [r.guamanianOrChamorro, "42"],
    [r.samoan, "43"],
    [r.otherPacificIslander, "44"],
    [r.white, "5"],
  ];
  const codes = flags.filter(([ticked]) => ticked).map(([, code]) => code);
  return [
    ...fiveSlots(codes),
    r.americanIndianTribe ?? "",
    r.otherAsianOrigin ?? "",
    r.otherPacificIslanderOrigin ?? "",
  ];
}

function sexOf(person: HmdaApplicant | null): string {
  if (!person) return NO_CO_APPLICANT.sex;
  const s = person.demographics?.sex;
  if (!s || s.wontInform) return NOT_PROVIDED.sex;
  if (s.male && s.female) return "6";
  return s.male ? "1" : "2";
}

/** Taken online: nothing is ever collected by visual observation or surname. */
const observed = (person: HmdaApplicant | null) => (person ? "2" : NO_CO_APPLICANT.observed);

function loanPurpose(app: HmdaApplication): string {
  if (app.product === "heloc") return "4";
  return { purchase: "1", rateTerm: "31", cashOut: "32" }[app.purpose ?? "rateTerm"];
}

const OCCUPANCY: Record<string, string> = { primaryResidence: "1", secondHome: "2", investment: "3" };

/** One LAR row's 110 fields (FIG 2018+ field order). */
export function larRow(institution: HmdaInstitution, app: HmdaApplication): string[] {
  const denied = app.action === "declined";
  const na = "NA";
  const address = app.address;
  const reasons = denied ? ["9", "", "", ""] : ["10", "", "", ""];
  const reasonText = denied ? app.denialReasons.join("; ").slice(0, 255) || "Declined" : "";
  const incomeThousands = app.annualIncome === null ? na : String(Math.round(app.annualIncome / 1000));
  return [
    "2",
    institution.lei,
    uliFor(institution.lei, app.applicationId),
    yyyymmdd(app.receivedOn),
    "1",
    loanPurpose(app),
    "2",
    app.propertyType === "manufactured" ? "2" : "1",
    OCCUPANCY[app.propertyUse ?? ""] ?? "1",
    String(Math.round(app.loanAmount)),
    denied ? "3" : "2",
    yyyymmdd(app.actionOn),
    address ? [address.line1, address.line2].filter(Boolean).join(" ") : na,
    address?.city ?? na,
    address?.state ?? na,
    address?.zip ?? na,
    na,
    na,
    ...ethnicityFields(app.applicant),
    ...ethnicityFields(app.coApplicant),
    observed(app.applicant),
    observed(app.coApplicant),
    ...raceFields(app.applicant),
    ...raceFields(app.coApplicant),
    observed(app.applicant),
    observed(app.coApplicant),
    sexOf(app.applicant),
    sexOf(app.coApplicant),
    observed(app.applicant),
    observed(app.coApplicant),
    ageAt(app.applicant.dateOfBirth, app.receivedOn),
    app.coApplicant ? ageAt(app.coApplicant.dateOfBirth, app.receivedOn) : "9999",
    incomeThousands,
    "0",
    na,
    "3",
    app.subordinate ? "2" : "1",
    "8888",
    app.coApplicant ? "8888" : "9999",
    "9",
    "",
    app.coApplicant ? "9" : "10",
    "",
    ...reasons,
    reasonText,
    na,
    na,
    na,
    na,
    na,
    !denied && app.rate !== null ? String(Math.round(app.rate * 100_000) / 1000) : na,
    na,
    na,
    na,
    app.termMonths === null ? na : String(app.termMonths),
    na,
    "2",
    "2",
    "2",
    "2",
    app.propertyValue === null ? na : String(Math.round(app.propertyValue)),
    "3",
    "5",
    // The site's "5" stands for five or more: the least it can be.
    String(app.units ?? 1),
    na,
    "1",
    "1",
    na,
    ...["6", "", "", "", ""],
    "",
    ...["17", "", "", "", ""],
    "",
    "2",
    app.product === "heloc" ? "1" : "2",
    "2",
  ];
}

/** The transmittal sheet's 15 fields. */
export function transmittalRow(institution: HmdaInstitution, year: number, entries: number): string[] {
  return [
    "1",
    institution.name,
    String(year),
    "4",
    institution.contact.name,
    institution.contact.phone,
    institution.contact.email,
    institution.office.street,
    institution.office.city,
    institution.office.state,
    institution.office.zip,
    institution.agency,
    String(entries),
    institution.taxId,
    institution.lei,
  ];
}

/** The register as filed: pipe-delimited rows, the transmittal sheet first, a newline after each. */
export function loanApplicationRegister(
  institution: HmdaInstitution,
  year: number,
  applications: readonly HmdaApplication[],
): string {
  const rows = [
    transmittalRow(institution, year, applications.length),
    ...applications.map((a) => larRow(institution, a)),
  ];
  return rows
    .map((row) => row.map((field) => field.replace(/[|\r\n]/g, " ")).join("|"))
    .join("\n")
    .concat("\n");
}
