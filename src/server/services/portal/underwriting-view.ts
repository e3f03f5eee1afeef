import { inArray } from "drizzle-orm";
import type { DecisionOutcome } from "@/domain/decisions/automated-decision";
import type { LoanFileRequest } from "@/domain/portal/loan-file-inputs";
import { actorInWords } from "@/domain/portal/loan-file-timeline";
import type { DeclineReason } from "@/domain/pricing/eligibility";
import type { Database } from "@/server/db/client";
import { staffUsers } from "@/server/db/schema";
import { decisionHistory } from "@/server/services/decisions/current-decision";
import { applicationInReach, type PipelineRequest, reaches } from "./applicant-reach";

/** The names of the staff among `actors` (`staff:<id>`), by id, in one query. */
export async function staffNames(db: Database, actors: readonly string[]): Promise<Map<string, string>> {
  const ids = actors.filter((by) => by.startsWith("staff:")).map((by) => by.slice("staff:".length));
  const staff = ids.length
    ? await db
        .select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName })
        .from(staffUsers)
        .where(inArray(staffUsers.id, ids))
    : [];
  return new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()]));
}

/**
 * portal.underwriting.get (issue 22 item 2, decisions 091 and 092): a loan file's decisions, first
 * (the automated one) to current, each with who made it and their comment; where the loan stands
 * and since when; and whether the caller may decide it or move it.
 */
export async function underwritingView(ctx: PipelineRequest, input: LoanFileRequest) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "viewLoanFile");
  const history = await decisionHistory(ctx.deps.db, application.id);
  const names = await staffNames(ctx.deps.db, [
    ...history.map((d) => d.decidedBy),
    application.loanMilestoneBy ?? "",
  ]);
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
