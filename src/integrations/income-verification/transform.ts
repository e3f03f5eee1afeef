import type { IncomeVerificationReport, VerifiedEmployment } from "@/domain/ports/income-verification";
import type { PayFrequency, VendorEmployment, VendorReport } from "./vendor-payload";

/** Pay periods in a year: a biweekly paycheck is 26/12 of a month's pay, not half. */
const PERIODS_PER_YEAR: Record<PayFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

/** Whole dollars a month, as step 4 takes them. */
const monthly = (annual: number) => Math.round(annual / 12);

/** YYYY-MM-DD read in UTC (spec §5), so a date never shifts by a day. */
export const utcDay = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

function employmentFrom(job: VendorEmployment, report: VendorReport): VerifiedEmployment {
  const address = job.employer.address;
  return {
    employerName: job.employer.name,
    position: job.title,
    employerPhone: (job.employer.phone ?? "").replace(/\D/g, "").slice(-10),
    employerAddress: {
      line1: address?.street ?? "",
      line2: address?.unit ?? null,
      city: address?.city ?? "",
      state: address?.state ?? "",
      zip: address?.postal_code.slice(0, 5) ?? "",
    },
    startDate: utcDay(job.hire_date),
    endDate: job.termination_date ? utcDay(job.termination_date) : null,
    // A payroll does not know who owns the business: step 4 keeps what the applicant said.
    percentageOwned: null,
    base: monthly(job.pay.base_per_period * PERIODS_PER_YEAR[job.pay.frequency]),
    overtime: monthly(job.pay.annual_overtime),
    bonuses: monthly(job.pay.annual_bonus),
    commissions: monthly(job.pay.annual_commission),
    dataSource: report.provider_name,
    reportId: report.report_id,
    pdfUrl: report.report_pdf_url,
  };
}

/** Vendor payload -> the domain's report: monthly figures, UTC dates, every job tagged with its source. */
export function incomeReportFromVendor(report: VendorReport): IncomeVerificationReport {
  return {
    reportId: report.report_id,
    provider: report.provider_name,
    pdfUrl: report.report_pdf_url,
    employments: report.employments.map((job) => employmentFrom(job, report)),
  };
}
