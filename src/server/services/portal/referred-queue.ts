import { and, asc, eq, sql } from "drizzle-orm";
import { actionDaysLeft, actionDueOn } from "@/domain/decisions/action-deadline";
import { PORTAL_PERMISSIONS } from "@/domain/portal/portal-roles";
import { applicants, applications, decisions, organisations } from "@/server/db/schema";
import { isCurrentDecision } from "@/server/services/decisions/current-decision";
import { actorHolding, type PipelineRequest } from "./applicant-reach";
import { applicantNameAndEmail } from "./list-pipeline";
import { applicationNumber } from "./pipeline-rows";

/** The most the queue lists at once; a longer queue is a staffing question, not a screen's. */
export const REFERRED_QUEUE_LIMIT = 200;

/**
 * portal.underwriting.queue (issue 22 item 2, decision 092): the files whose current decision is
 * "referred", in the caller's reach, oldest completed application first, each with the days left
 * on its Reg B 30-day clock (counted from the completed application) and whether it is overdue.
 */
export async function referredQueue(ctx: PipelineRequest) {
  const actor = await actorHolding(ctx, "decideLoans");
  const everyOrganisation = PORTAL_PERMISSIONS.decideLoans[actor.role] === "all";
  // An application completed before the summary step recorded its date counts from its referral.
  const completed =
    sql<Date>`coalesce(${applications.applicationCompletedAt}, ${decisions.decidedAt})`.mapWith(
      decisions.decidedAt,
    );
  const rows = await ctx.deps.db
    .select({
      application: applications,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      email: applicants.email,
      organisationName: organisations.name,
      referredAt: decisions.decidedAt,
      completedAt: completed,
    })
    .from(decisions)
    .innerJoin(applications, eq(applications.id, decisions.applicationId))
    .leftJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(organisations, eq(organisations.id, applications.organisationId))
    .where(
      and(
        eq(decisions.outcome, "referred"),
        isCurrentDecision,
        everyOrganisation ? undefined : eq(applications.organisationId, actor.organisationId),
      ),
    )
    .orderBy(asc(completed), asc(applications.id))
    .limit(REFERRED_QUEUE_LIMIT);
  const today = ctx.deps.now();
  return {
    files: rows.map((r) => {
      const daysLeft = actionDaysLeft(r.completedAt, today);
      return {
        applicationId: r.application.id,
        applicationNumber: applicationNumber(r.application.id),
        name: applicantNameAndEmail(r.application, {
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
        }).name,
        product: r.application.product,
        organisationName: everyOrganisation ? (r.organisationName ?? null) : null,
        completedAt: r.completedAt,
        referredAt: r.referredAt,
        dueOn: actionDueOn(r.completedAt),
        daysLeft,
        overdue: daysLeft < 0,
      };
    }),
  };
}
