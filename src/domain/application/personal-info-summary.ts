import { CITIZENSHIPS, MARITAL_STATUSES, MILITARY_STATUSES, NAME_SUFFIXES } from "../enums/borrower";
import { parseYearMonthDay } from "../format/date";
import { formatMoney } from "../format/money";
import { formatPhone } from "../format/phone";
import { formatSsnMasked } from "../format/ssn";
import { usStateName } from "../format/us-states";
import type { PropertyAddress } from "../prequal/step-inputs";
import type { Housing, PersonalInfoRecord } from "./personal-info";
import { labelOf, type SummaryGroup } from "./summary-group";

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
 * Step 1 on the application summary, in Form 1003 order (section 1a, then section 7 military
 * service). Only the masked SSN ever appears; the date of birth is shown as the date.
 */
export function personalInfoSummary(
  info: PersonalInfoRecord,
  identity: { dateOfBirth?: string } = {},
): SummaryGroup[] {
  const current = info.currentResidence;
  const groups: SummaryGroup[] = [
    {
      title: "Personal information",
      rows: [
        { label: "Name", value: fullName(info) },
        {
          label: "Social Security number",
          value: info.ssnLastFour ? formatSsnMasked(info.ssnLastFour) : "Not given",
        },
        {
          label: "Date of birth",
          value: identity.dateOfBirth ? longDate(identity.dateOfBirth) : "Not given",
        },
        { label: "Citizenship", value: labelOf(CITIZENSHIPS, info.citizenship) },
        { label: "Marital status", value: labelOf(MARITAL_STATUSES, info.maritalStatus) },
        { label: "Dependants", value: String(info.dependantCount) },
        ...(info.dependantCount > 0
          ? [{ label: "Ages of dependants", value: info.dependantAges.join(", ") }]
          : []),
        { label: "Phone", value: formatPhone(info.phone) },
      ],
    },
    {
      title: "Current address",
      rows: [
        { label: "Address", value: addressLine(current.address) },
        { label: "How long at this address", value: stayLength(current.years, current.months) },
        { label: "Housing", value: HOUSING_LABELS[current.housing] },
        ...(current.housing === "rent" && current.monthlyRent !== undefined
          ? [{ label: "Monthly rent", value: formatMoney(current.monthlyRent) }]
          : []),
      ],
    },
  ];
  const former = info.formerResidence;
  if (former)
    groups.push({
      title: "Former address",
      rows: [
        { label: "Address", value: addressLine(former.address) },
        { label: "How long at this address", value: stayLength(former.years, former.months) },
      ],
    });
  groups.push({
    title: "Military service",
    rows: [{ label: "Military service", value: labelOf(MILITARY_STATUSES, info.militaryStatus) }],
  });
  return groups;
}
