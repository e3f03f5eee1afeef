import { inArray } from "drizzle-orm";
import type { DecisionOutcome } from "@/domain/decisions/automated-decision";
import type { LoanFileRequest } from "@/domain/portal/loan-file-inputs";
import { actorInWords } from "@/domain/portal/loan-file-timeline";
import type { DeclineReason } from "@/domain/pricing/eligibility";
import { staffUsers } from "@/server/db/schema";
import { decisionHistory } from "@/server/services/decisions/current-decision";
import { applicationInReach, type PipelineRequest, reaches } from "./applicant-reach";

/**
 * portal.underwriting.get (issue 22 item 2, decisions 091 and 092): a loan file's decisions, first
 * (the automated one) to current, each with who made it and their comment; where the loan stands
 * and since when; and whether the caller may decide it or move it.
 */
export async function underwritingView(ctx: PipelineRequest, input: LoanFileRequest) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "viewLoanFile");
  const history = await decisionHistory(ctx.deps.db, application.id);
  const ids = [...history.map((d) => d.decidedBy), application.loanMilestoneBy ?? ""]
    .filter((by) => by.startsWith("staff:"))
    .map((by) => by.slice("staff:".length));
  const staff = ids.length
    ? await ctx.deps.db
        .select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName })
        .from(staffUsers)
        .where(inArray(staffUsers.id, ids))
    : [];
  const names = new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()]));
  const current = history.at(-1) ?? null;
  return {
    decisions: history
      .map((d) => ({
        id: d.id,
        outcome: d.outcome as DecisionOutcome,
        reasons: d.reasons as DeclineReason[],
        comment: d.comment,
        decidedBy: actorInWords(d.decidedBy, names),
        decidedAt: d.decidedAt,
        supersedes: d.supersedes,
      }))
      .reverse(),
    currentDecisionId: current?.id ?? null,
    declined: application.declinedAt !== null,
    milestone: current ? (application.loanMilestone ?? "submitted") : null,
    milestoneAt: application.loanMilestoneAt,
    milestoneBy: application.loanMilestoneBy ? actorInWords(application.loanMilestoneBy, names) : null,
    completedAt: application.applicationCompletedAt,
    may: {
      decide: reaches(actor, "decideLoans", application.organisationId),
      moveMilestones: reaches(actor, "moveMilestones", application.organisationId),
    },
  };
}
