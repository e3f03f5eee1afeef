import { z } from "zod";
import { parseDateInput } from "../format/date";
import { inputFromParser, phoneInput } from "../format/inputs";
import { parsed, rejected } from "../format/parse-result";
import { amountInput, required, textLineInput, yesNoInput } from "../prequal/field-inputs";
import { propertyAddressInput } from "../prequal/step-inputs";

/**
 * Spec §3 employment, one job as the applicant enters it on step 4 (Form 1003 section 1b/1c).
 * Dates are months (MM/YYYY, spec §5); amounts are gross monthly dollars.
 */

/** A month as typed, MM/YYYY, read as the first day of that month in UTC. */
function monthInput(what: string) {
  return inputFromParser((value: string) => {
    if (value.trim() === "") return rejected(`Enter the month ${what}, like 03/2021`);
    if (!/^\s*\d{1,2}\/(\d{4}|\d{2})\s*$/.test(value)) return rejected(`Enter the month ${what} as MM/YYYY`);
    return parseDateInput(value);
  });
}

/**
 * The month a job ended counts as worked through: an end in 01/2024 is read as January 31, 2024, so
 * leaving at the end of one month and starting at the start of the next is no gap (decision 029).
 */
export function lastDayOfMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}

/** Spec §5: a share of 0 to 100 percentage points; empty means no ownership. */
const ownershipInput = inputFromParser(
  (value: string | number | null | undefined) => {
    const text = value === null || value === undefined ? "" : String(value).trim().replace(/\s*%$/, "");
    if (text === "") return parsed(null);
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return rejected("Enter your ownership share as a number, like 25");
    const share = Number(text);
    if (share > 100) return rejected("Enter an ownership share of 100% or less");
    return parsed(share);
  },
  z.union([z.string(), z.number(), z.null(), z.undefined()]),
);

/** An optional monthly amount: empty is $0 (most jobs pay no commission). */
function optionalMonthly(what: string) {
  return z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? "0" : value),
    amountInput(what, { max: 10_000_000 }),
  );
}

export const employmentInput = z
  .object({
    /** Kept across saves so a verified job keeps its report when its figures are left alone. */
    id: z.string().max(64).optional(),
    employerName: required(textLineInput("employer or business name")),
    position: required(textLineInput("position or title")),
    employerPhone: required(phoneInput),
    employerAddress: propertyAddressInput,
    startDate: required(monthInput("you started")),
    current: yesNoInput("do you still work here?"),
    endDate: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      monthInput("you left").optional(),
    ),
    percentageOwned: ownershipInput,
    base: required(amountInput("your monthly base pay", { max: 10_000_000 })),
    overtime: optionalMonthly("your monthly overtime"),
    bonuses: optionalMonthly("your monthly bonuses"),
    commissions: optionalMonthly("your monthly commissions"),
  })
  .superRefine((job, ctx) => {
    if (!job.current && !job.endDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "Enter the month you left, like 03/2021" });
    if (!job.current && job.endDate && job.endDate < job.startDate)
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "The month you left must be on or after the month you started",
      });
  })
  .transform(({ current, endDate, ...job }) => ({
    ...job,
    employerAddress: { ...job.employerAddress, line2: job.employerAddress.line2 ?? null },
    endDate: current || !endDate ? null : lastDayOfMonth(endDate),
  }));

/** One job as entered, parsed: dates, digits of the phone, amounts as numbers. */
export type EnteredEmployment = z.infer<typeof employmentInput>;
