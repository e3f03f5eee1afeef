import { FUNNEL_STEPS } from "../funnel/funnel-steps";
import { LOAN_MILESTONE_LABELS, type LoanMilestone } from "../loan-milestones/loan-milestones";

/**
 * Where a file stands, in the lender's words rather than the applicant's screen names (issue 22
 * item 5, decision 086): the spec §4 statuses grouped into the stages a loan officer works by.
 * "Declined" is not a status: a decline notice given ends the file whatever its status was.
 */
export const PIPELINE_STAGES = [
  "lead",
  "prequalifying",
  "offerMade",
  "applying",
  "disclosures",
  "verifying",
  "documents",
  "fundingAccount",
  "submitted",
  "waitlisted",
  "declined",
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  lead: "Lead",
  prequalifying: "Prequalifying",
  offerMade: "Offer made",
  applying: "Application in progress",
  disclosures: "Disclosures out for signature",
  verifying: "Verifying income and identity",
  documents: "Collecting documents",
  fundingAccount: "Funding account to confirm",
  submitted: "Submitted",
  waitlisted: "Waitlisted",
  declined: "Declined",
};

/** The stage of a status by its spec §4 order number (the funnel's own order decides the groups). */
function stageOfKnownStatus(status: string, order: number): PipelineStage {
  if (status === "joinWaitlist") return "waitlisted";
  if (status === "applicationSubmitted") return "submitted";
  if (status === "loanDisbursement") return "fundingAccount";
  if (status === "incomeDocs") return "documents";
  if (status === "application6" || status === "identityVerification") return "verifying";
  if (status === "disclosures") return "disclosures";
  if (order >= 12) return "applying";
  if (order >= 10) return "offerMade";
  if (order >= 1) return "prequalifying";
  return "lead";
}

const STAGE_OF = new Map<string, PipelineStage>(
  FUNNEL_STEPS.map((s) => [s.status, stageOfKnownStatus(s.status, s.order)]),
);

/** A file's stage: declined once a notice was given; a status the funnel does not know is a lead. */
export function pipelineStage(status: string | null, declined: boolean): PipelineStage {
  if (declined) return "declined";
  return (status && STAGE_OF.get(status)) || "lead";
}

/**
 * A stage in words; a submitted file reads as the milestone it has reached once it moved past
 * "Submitted" (decision 092), so staff see where it stands in the lender's hands.
 */
export function stageLabel(stage: PipelineStage, milestone: LoanMilestone | null): string {
  return stage === "submitted" && milestone ? LOAN_MILESTONE_LABELS[milestone] : PIPELINE_STAGE_LABELS[stage];
}

/** The statuses of a stage, for a filter the database answers ("declined" has none: it is a date). */
export function statusesOfStage(stage: PipelineStage): string[] {
  return FUNNEL_STEPS.filter((s) => STAGE_OF.get(s.status) === stage).map((s) => s.status);
}
