import {
  CITIZENSHIPS,
  LANGUAGE_PREFERENCES,
  MARITAL_STATUSES,
  MILITARY_STATUSES,
  NAME_SUFFIXES,
} from "../enums/borrower";
import { parseYearMonthDay } from "../format/date";
import { formatMoney } from "../format/money";
import { formatPhone } from "../format/phone";
import { formatSsnMasked } from "../format/ssn";
import { usStateName } from "../format/us-states";
import type { PropertyAddress } from "../prequal/step-inputs";
import type { Housing, PersonalInfoRecord } from "./personal-info";
import type { SummaryOfSection as SummaryGroup } from "./summary-group";

/** The label of a value in one of the domain's `{ value, label }` lists, or the value itself. */
export function labelOf(
  list: readonly { value: string | number; label: string }[],
  value: string | number,
): string {
  return list.find((item) => item.value === value)?.label ?? String(value);
}

const HOUSING_LABELS: Record<Housing, string> = {
  own: "Own",
  rent: "Rent",
  noPrimaryHousingExpense: "No primary housing expense",
};

/** An address on one line, the state by its full name (spec §3). */
export function addressLine(address: PropertyAddress): string {
  const street = address.line2 ? `${address.line1}, ${address.line2}` : address.line1;
  return `${street}, ${address.city}, ${usStateName(address.state) ?? address.state} ${address.zip}`;
}

export function stayLength(years: number, months: number): string {
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (years === 0) return part(months, "month");
  return months === 0 ? part(years, "year") : `${part(years, "year")}, ${part(months, "month")}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A YYYY-MM-DD date as people read it in the US, e.g. "March 21, 1985", without a time zone shift. */
function longDate(yearMonthDay: string): string {
  const date = parseYearMonthDay(yearMonthDay);
  if (!date.ok) return yearMonthDay;
  const d = date.value;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

function fullName(info: PersonalInfoRecord): string {
  const suffix = info.suffix ? labelOf(NAME_SUFFIXES, info.suffix) : undefined;
  return [info.firstName, info.middleName, info.lastName, suffix].filter(Boolean).join(" ");
}

/**
 * Step 1 on the application summary, in Form 1003 order (section 1a: name, SSN, birth date,
 * citizenship, marital status, dependants, contact, current then former address; then section 7,
 * military service). Only the masked SSN ever appears; the date of birth, when the caller has
 * opened it, is shown as the date.
 */
export function personalInfoSummary(
  info: PersonalInfoRecord,
  identity: { dateOfBirth?: string } = {},
): SummaryGroup {
  const current = info.currentResidence;
  const former = info.formerResidence;
  const rows: SummaryGroup["rows"] = [
    { label: "Name", value: fullName(info) },
    {
      label: "Social Security number",
      value: info.ssnLastFour ? formatSsnMasked(info.ssnLastFour) : "On file",
    },
    { label: "Date of birth", value: identity.dateOfBirth ? longDate(identity.dateOfBirth) : "On file" },
    { label: "Citizenship", value: labelOf(CITIZENSHIPS, info.citizenship) },
    { label: "Marital status", value: labelOf(MARITAL_STATUSES, info.maritalStatus) },
    { label: "Dependents", value: String(info.dependantCount) },
  ];
  if (info.dependantCount > 0)
    rows.push({ label: "Ages of dependents", value: info.dependantAges.join(", ") });
  rows.push(
    { label: "Phone", value: formatPhone(info.phone) },
    { label: "Current address", value: addressLine(current.address) },
    { label: "Time at current address", value: stayLength(current.years, current.months) },
    { label: "Housing", value: HOUSING_LABELS[current.housing] },
  );
  if (current.housing === "rent" && current.monthlyRent !== undefined)
    rows.push({ label: "Monthly rent", value: formatMoney(current.monthlyRent) });
  if (former)
    rows.push(
      { label: "Former address", value: addressLine(former.address) },
      { label: "Time at former address", value: stayLength(former.years, former.months) },
    );
  rows.push({ label: "Military service", value: labelOf(MILITARY_STATUSES, info.militaryStatus) });
  if (info.languagePreference)
    rows.push({
      label: "Language preference",
      value: labelOf(LANGUAGE_PREFERENCES, info.languagePreference),
    });
  return { title: "Personal information", rows };
}
