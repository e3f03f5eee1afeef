import { formatYearMonthDay } from "@/domain/format/date";
import type { IncomeVerification } from "@/domain/ports/income-verification";
import type { PersonIdentity } from "@/domain/ports/person";
import { digestOf, seedOf } from "../stable-hash";
import { testEmployerFor } from "./test-employers";
import { incomeReportFromVendor } from "./transform";
import type { VendorEmployment, VendorReport } from "./vendor-payload";

export const SANDBOX_INCOME_PROVIDER = "Sandbox Payroll Connect";

/** The first day of the month so many months before today, YYYY-MM-DD. */
function monthsBefore(today: Date, months: number, day: "first" | "last" = "first"): string {
  const date =
    day === "first"
      ? new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1))
      : new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months + 1, 0));
  return formatYearMonthDay(date);
}

function job(
  name: string,
  title: string,
  hired: string,
  left: string | null,
  pay: VendorEmployment["pay"],
): VendorEmployment {
  return {
    employer: {
      name,
      phone: `(512) 555-${String(1000 + (seedOf(name) % 9000)).slice(0, 4)}`,
      address: {
        street: `${100 + (seedOf(name) % 900)} Commerce Way`,
        unit: null,
        city: "Austin",
        state: "TX",
        postal_code: "78701",
      },
    },
    title,
    hire_date: hired,
    termination_date: left,
    pay,
  };
}

const pay = (base: number, extra: Partial<VendorEmployment["pay"]> = {}): VendorEmployment["pay"] => ({
  frequency: "biweekly",
  base_per_period: base,
  annual_overtime: 0,
  annual_bonus: 0,
  annual_commission: 0,
  ...extra,
});

/** The jobs of each test employer; dates move with today, so a 3-year job stays 3 years old. */
function employmentsFor(employerName: string, today: Date): VendorEmployment[] | null {
  switch (testEmployerFor(employerName)) {
    case "noPayroll":
      return null;
    case "outage":
      throw new Error("sandbox income verification: provider unavailable (test employer 'Outage')");
    case "recentHire":
      // Hired 8 months ago; the job before ended 11 months ago: a gap of about 2 months to explain.
      return [
        job(employerName, "Operations Analyst", monthsBefore(today, 8), null, pay(2_400)),
        job(
          "Prior Works Co",
          "Operations Assistant",
          monthsBefore(today, 48),
          monthsBefore(today, 11, "last"),
          pay(1_900),
        ),
      ];
    case "commission":
      return [
        job(
          employerName,
          "Account Executive",
          monthsBefore(today, 40),
          null,
          pay(1_500, {
            annual_commission: 30_000,
            annual_bonus: 3_600,
          }),
        ),
      ];
    default:
      return [
        job(
          employerName,
          "Associate",
          monthsBefore(today, 36),
          null,
          pay(2_000 + (seedOf(employerName) % 5) * 250, {
            annual_overtime: 4_800,
          }),
        ),
      ];
  }
}

/** The vendor payload the sandbox answers for a person at an employer on a given day. */
export function sandboxIncomeReport(
  person: PersonIdentity,
  employerName: string,
  today: Date,
): VendorReport | null {
  const employments = employmentsFor(employerName, today);
  if (!employments) return null;
  // The SSN stays out of the id: a short hash of nine digits is easily reversed.
  const reportId = `IV-${digestOf([person.firstName, person.lastName, employerName.toLowerCase(), formatYearMonthDay(today)].join("|")).toUpperCase()}`;
  return {
    report_id: reportId,
    provider_name: SANDBOX_INCOME_PROVIDER,
    // .invalid is reserved (RFC 2606): the sandbox has no report file to serve.
    report_pdf_url: `https://income-verification.sandbox.invalid/reports/${reportId}.pdf`,
    employments,
  };
}

/**
 * Sandbox income verification, the default: offline and deterministic. It builds the vendor's
 * payload and reads it with the vendor transform. Test employers are tabled in docs/architecture.md.
 */
export function sandboxIncomeVerification({ now }: { now: () => Date }): IncomeVerification {
  return {
    async connect(person, employerName) {
      const report = sandboxIncomeReport(person, employerName, now());
      return report ? incomeReportFromVendor(report) : null;
    },
  };
}
