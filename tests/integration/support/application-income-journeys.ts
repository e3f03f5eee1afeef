import type { AuthWorld } from "../auth/auth-world";
import { applicantApplying } from "./application-journeys";
import { applicationContextOf, saveScreensBefore } from "./application-sections";
import type { Person } from "./prequal-journeys";

/**
 * A person whose application is open at step 4, Employment history: the screens before it saved
 * with empty answers (their own services are other areas'; only their being saved counts here).
 */
export async function applicantAtEmployment(
  world: AuthWorld,
  options: { borrower?: Person; coborrower?: Person } = {},
) {
  const applying = await applicantApplying(world, options);
  const ctx = await applicationContextOf(world.api.prequal, applying.borrower.email);
  await saveScreensBefore(ctx, "employment");
  return { ...applying, ctx };
}

const EMPLOYER_ADDRESS = { line1: "9 Elm St", line2: "", city: "Dover", state: "DE", zip: "19901" };

/** Step 4's answers as the form sends them: one job per [start, end] (MM/YYYY; no end = current). */
export function jobsAnswers(
  jobs: [string, string?, Record<string, unknown>?][],
  gapExplanations: { from: string; explanation: string }[] = [],
) {
  return {
    employments: jobs.map(([startDate, endDate, over], i) => ({
      employerName: `Employer ${i + 1}`,
      position: "Analyst",
      employerPhone: "(302) 555-0188",
      employerAddress: EMPLOYER_ADDRESS,
      startDate,
      current: endDate ? "no" : "yes",
      endDate: endDate ?? "",
      percentageOwned: "",
      base: "$5,000",
      overtime: "",
      bonuses: "",
      commissions: "",
      ...over,
    })),
    gapExplanations,
  };
}

/** MM/YYYY so many months before today. */
export function monthsAgo(months: number): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return `${String(month.getUTCMonth() + 1).padStart(2, "0")}/${month.getUTCFullYear()}`;
}

/** Business information as its form sends it: an LLC owned 40% (the 25% rule makes it apply). */
export const BUSINESS_INFORMATION = {
  businessName: "Cy's Bikes",
  businessType: "llc" as const,
  ein: "12-3456789",
  startDate: "03/2018",
  ownershipShare: "40",
  monthlyIncome: "$5,000",
};

/** Other income as its form sends it: one pension. */
export const PENSION_INCOME = { incomeSources: [{ type: "pension" as const, monthlyAmount: "$900" }] };

export type IncomePlace = "employment" | "incomeVerification" | "businessInformation" | "otherIncome";

/**
 * A new applicant whose application is open at `place`: the screens before it saved (for business
 * information, step 4 holds a current job owned 40%; otherwise an ordinary job of 30 months).
 */
export async function applicantAtIncomePlace(world: AuthWorld, place: IncomePlace, borrower: Person) {
  const at = await applicantAtEmployment(world, { borrower });
  if (place === "employment") return at;
  const share = place === "businessInformation" ? "40" : "";
  await at.browser.trpc.application.employment.save.mutate({
    who: "borrower",
    version: 0,
    answers: jobsAnswers([[monthsAgo(30), undefined, { percentageOwned: share }]]),
  });
  if (place === "incomeVerification") return at;
  await at.browser.trpc.application.incomeVerification.save.mutate({
    version: 0,
    answers: { method: "manual" },
  });
  return at;
}
