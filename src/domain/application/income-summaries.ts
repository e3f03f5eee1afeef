import { formatDateInput } from "../format/date";
import { formatEin } from "../format/ein";
import { formatMoney } from "../format/money";
import { formatPercent } from "../format/percent";
import { formatPhone } from "../format/phone";
import { incomeTypeLabel } from "../income/income-types";
import { BUSINESS_TYPES, type BusinessInformation, businessInformationOutput } from "./business-information";
import { monthName } from "./employment-history";
import { type EmploymentRecord, MANUAL } from "./employment-record";
import { storedEmploymentOutput } from "./employment-section";
import { incomeThatApplies, rentsWithoutProperty } from "./later-answers";
import { type OtherIncome, otherIncomeOutput, type RentalProperty } from "./other-income";
import type { SummaryOfSection } from "./summary-group";

const money = (amount: number) => formatMoney(amount);
const month = (date: Date) => formatDateInput(date, "month");

function addressLine(address: EmploymentRecord["employerAddress"]): string {
  return [address.line1, address.line2, address.city, `${address.state} ${address.zip}`]
    .filter((part) => part && part.trim() !== "")
    .join(", ");
}

/**
 * Form 1003 sections 1b (current employment) and 1c/1d (previous): employer, phone, address,
 * position, dates, ownership share, then gross monthly income by kind and its total. Current jobs
 * come first, then the rest from the latest.
 */
export function employmentSummary(employments: readonly EmploymentRecord[]): SummaryOfSection {
  const ordered = [...employments].sort((a, b) => {
    if (!a.endDate !== !b.endDate) return a.endDate ? 1 : -1;
    return b.startDate.getTime() - a.startDate.getTime();
  });
  const rows = ordered.flatMap((job) => {
    const total = job.base + job.overtime + job.bonuses + job.commissions;
    const owner = (job.percentageOwned ?? 0) >= 25;
    return [
      { label: "Employer or business name", value: job.employerName },
      { label: "Phone", value: job.employerPhone ? formatPhone(job.employerPhone) : "" },
      { label: "Address", value: addressLine(job.employerAddress) },
      { label: "Position or title", value: job.position },
      { label: "Start date", value: month(job.startDate) },
      { label: "End date", value: job.endDate ? month(job.endDate) : "Current job" },
      {
        label: "Business owner or self-employed",
        value:
          job.percentageOwned === null || job.percentageOwned === 0
            ? "No"
            : `${owner ? "Yes, 25% or more" : "Yes, less than 25%"} (${formatPercent(job.percentageOwned)})`,
      },
      { label: "Base", value: money(job.base) },
      { label: "Overtime", value: money(job.overtime) },
      { label: "Bonus", value: money(job.bonuses) },
      { label: "Commission", value: money(job.commissions) },
      { label: "Total monthly income", value: money(total) },
      { label: "Verified by", value: job.dataSource === MANUAL ? "Entered by you" : job.dataSource },
    ];
  });
  return { title: "Employment and income", rows };
}

/** Form 1003 section 1b's business questions for an owner of 25% or more. */
export function businessSummary(info: BusinessInformation): SummaryOfSection {
  return {
    title: "Business information",
    rows: [
      { label: "Business name", value: info.businessName },
      {
        label: "Business type",
        value: BUSINESS_TYPES.find((t) => t.value === info.businessType)?.label ?? "",
      },
      { label: "EIN", value: formatEin(info.ein) },
      { label: "Start date", value: formatDateInput(info.startDate) },
      { label: "Ownership share", value: formatPercent(info.ownershipShare) },
      { label: "Monthly income", value: money(info.monthlyIncome) },
    ],
  };
}

/**
 * Form 1003 section 1e: income from other sources, each with its monthly amount, then the total.
 * A rent whose property is no longer on the application is left out of both and named as left out
 * (decision 037).
 */
export function otherIncomeSummary(
  income: OtherIncome,
  properties: readonly RentalProperty[],
): SummaryOfSection {
  const counted = incomeThatApplies(income, properties);
  const rows = counted.incomeSources.flatMap((source) => {
    const detail =
      source.type === "rental"
        ? `${properties.find((p) => p.propertyId === source.propertyId)?.label}, ${source.rentalUnits} unit${source.rentalUnits === 1 ? "" : "s"}`
        : source.type === "foreign"
          ? source.country
          : source.type === "capitalGains"
            ? source.assetDescription
            : (source.payer ?? "");
    const value = detail ? `${money(source.monthlyAmount)} (${detail})` : money(source.monthlyAmount);
    return [{ label: incomeTypeLabel(source.type), value }];
  });
  const leftOut = rentsWithoutProperty(income, properties).map((rent) => ({
    label: "Left out",
    value: `${money(rent.monthlyAmount)} a month of rent from a property no longer on your application`,
  }));
  const total = counted.incomeSources.reduce((sum, s) => sum + s.monthlyAmount, 0);
  return {
    title: "Income from other sources",
    rows:
      rows.length === 0
        ? [{ label: "Other income", value: "None" }, ...leftOut]
        : [...rows, { label: "Total monthly income", value: money(total) }, ...leftOut],
  };
}

/**
 * The summary registry's summarisers: each reads its section as stored (dates as text) with the
 * section's own schema, so old or damaged data fails here and the summary says to check it again.
 */
export function employmentSectionSummary(data: unknown): SummaryOfSection {
  const { employments, gapExplanations } = storedEmploymentOutput.parse(data);
  const summary = employmentSummary(employments);
  const gaps = gapExplanations.map((gap) => ({
    label: `Time without work from ${monthName(new Date(`${gap.from}T00:00:00Z`))}`,
    value: gap.explanation,
  }));
  return { ...summary, rows: [...summary.rows, ...gaps] };
}

export function businessSectionSummary(data: unknown): SummaryOfSection {
  return businessSummary(businessInformationOutput.parse(data));
}

/**
 * Other income with the properties rent can come from (the server adds them beside the section's
 * answers), so a rental income names its property and one without it is left out.
 */
export function otherIncomeSectionSummary(data: {
  income: unknown;
  properties: readonly RentalProperty[];
}): SummaryOfSection {
  return otherIncomeSummary(otherIncomeOutput.parse(data.income) as OtherIncome, data.properties);
}

export function incomeVerificationSummary(data: { method?: string }): SummaryOfSection {
  return {
    title: "Income verification",
    rows: [
      {
        label: "How income is verified",
        value: data.method === "connect" ? "Payroll connected" : "Documents to upload (paystubs and W‑2s)",
      },
    ],
  };
}
