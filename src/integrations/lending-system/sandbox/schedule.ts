import type { LoanMilestone } from "@/domain/loan-milestones/loan-milestones";
import type { LosCondition, LosLoanStatus } from "@/domain/ports/loan-system-export";

/**
 * The demo lending systems' schedule (decision 080): minutes after the loan is made at which it
 * passes each milestone. Deterministic, so a demo can say what the tracker shows when.
 */
export const SANDBOX_SCHEDULE: readonly { afterMinutes: number; milestone: LoanMilestone }[] = [
  { afterMinutes: 0, milestone: "submitted" },
  { afterMinutes: 2, milestone: "processing" },
  { afterMinutes: 4, milestone: "underwriting" },
  { afterMinutes: 6, milestone: "conditionallyApproved" },
  { afterMinutes: 10, milestone: "clearToClose" },
  { afterMinutes: 15, milestone: "funded" },
];

/** The underwriter's conditions of a conditional approval, cleared at clear to close. */
const CONDITIONS = [
  { id: "sandbox-hoi", title: "Provide the declarations page of your homeowners insurance." },
  { id: "sandbox-voe", title: "We will call your employer to confirm your job before closing." },
];

/** Where a loan made at `createdAt` stands at `now`. */
export function sandboxStatus(createdAt: Date, now: Date): LosLoanStatus {
  const minutes = (now.getTime() - createdAt.getTime()) / 60_000;
  const passed = SANDBOX_SCHEDULE.filter((step) => minutes >= step.afterMinutes);
  const milestone = passed.at(-1)?.milestone ?? "submitted";
  const conditional = minutes >= 6;
  const cleared = minutes >= 10;
  const conditions: LosCondition[] = conditional ? CONDITIONS.map((c) => ({ ...c, cleared })) : [];
  return { milestone, conditions };
}
