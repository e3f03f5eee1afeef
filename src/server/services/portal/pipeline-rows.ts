import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DecisionOutcome } from "@/domain/decisions/automated-decision";
import type { PipelineExportRequest, PipelineSort } from "@/domain/portal/pipeline-inputs";
import {
  type PipelineStage,
  pipelineStage,
  stageLabel,
  statusesOfStage,
} from "@/domain/portal/pipeline-stage";
import { PORTAL_PERMISSIONS } from "@/domain/portal/portal-roles";
import {
  applicants,
  applications,
  decisions,
  fileAssignments,
  offers,
  organisations,
  staffUsers,
} from "@/server/db/schema";
import { isCurrentDecision } from "@/server/services/decisions/current-decision";
import type { PipelineRequest } from "./applicant-reach";
import { conditionOutstandingSql, conditionPastDueSql } from "./condition-past-due";
import type { LoadedActor } from "./staff-access";

/**
 * The pipeline's rows (issue 22 item 5, decision 086): one SQL query answers a page with every
 * column — the amount from the current offer's summary, the decision, open conditions and the last
 * file counted by correlated subqueries the indexes answer, the days in status from the column the
 * database keeps — and one more counts the files that match. Nothing is recomputed per row in
 * JavaScript, and no row reads a checklist.
 */

const borrower = (field: string) => sql`${applications.answers} -> 'borrower' ->> ${field}`;
const firstName = sql<string>`coalesce(${applicants.firstName}, ${borrower("firstName")}, '')`;
const lastName = sql<string>`coalesce(${applicants.lastName}, ${borrower("lastName")}, '')`;
const fullName = sql<string>`lower(${firstName} || ' ' || ${lastName})`;
const email = sql<string | null>`coalesce(${applicants.email}, ${borrower("email")})`;
const amount = sql<number | null>`case when ${offers.eligible} then coalesce(
  (${offers.summary} ->> 'lineAmount')::numeric,
  (${offers.summary} -> 'offers' -> 0 ->> 'loanAmount')::numeric) end`.mapWith(Number);
// Open or received and waiting for review: both still ask something of someone (decision 094).
const openConditions = sql<number>`(select count(*) from conditions c
  where c.application_id = ${applications.id} and ${conditionOutstandingSql(sql.raw("c.status"))})`.mapWith(
  Number,
);
const pastDueConditions = sql<number>`(select count(*) from conditions c
  where c.application_id = ${applications.id} and ${conditionPastDueSql(sql.raw("c.status"), sql.raw("c.due_on"))})`.mapWith(
  Number,
);
const lastFile = sql`(select max(d.created_at) from documents d where d.application_id = ${applications.id})`;
const lastActivity = sql<Date>`greatest(${applications.updatedAt}, ${lastFile})`.mapWith(
  applications.updatedAt,
);

const SORT: Record<PipelineSort, SQL | typeof applications.createdAt> = {
  applicant: fullName,
  product: sql`${applications.product}`,
  amount,
  stage: sql`${applications.statusOrder}`,
  decision: sql`${decisions.outcome}`,
  openConditions,
  organisation: sql`${organisations.name}`,
  lastActivity,
  // More days in status is an earlier change: the column sorts the other way.
  daysInStatus: sql`${applications.statusChangedAt}`,
  started: applications.createdAt,
};

/**
 * Columns that may be empty sort their empties last either way. The others are written without
 * NULLS LAST, so the newest-first page is read backwards off the `created_at` index and stops after
 * 25 rows: only those rows' subqueries run.
 */
const NULLABLE_SORTS = new Set<PipelineSort>(["amount", "decision", "organisation", "stage"]);

/**
 * An anonymous draft whose borrower already applied under an account in the same organisation is
 * the abandoned copy of a file the list shows: it is left out (issue 22: no duplicate cards).
 */
const abandonedDraft = sql`${applications.applicantId} is null and exists (
  select 1 from applicants ap join applications own on own.applicant_id = ap.id
  where lower(ap.email) = lower(${borrower("email")})
    and own.organisation_id is not distinct from ${applications.organisationId})`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchOf(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const like = `%${escapeLike(term.toLowerCase())}%`;
  const byNumber = /^[0-9a-f-]{4,36}$/i.test(term)
    ? sql`${applications.id}::text like ${`${escapeLike(term.toLowerCase())}%`}`
    : undefined;
  return or(sql`${fullName} like ${like}`, sql`lower(${email}) like ${like}`, byNumber);
}

function stageOf(stage: PipelineStage | undefined): SQL | undefined {
  if (!stage) return undefined;
  if (stage === "declined") return isNotNull(applications.declinedAt);
  const statuses = statusesOfStage(stage);
  const inStage =
    stage === "lead"
      ? or(inArray(applications.applicationStatus, statuses), isNull(applications.applicationStatus))
      : inArray(applications.applicationStatus, statuses);
  return and(isNull(applications.declinedAt), inStage);
}

/** Decision 089: the caller's files (as loan officer or processor), or the files no loan officer has yet. */
function assigneeOf(actor: LoadedActor, assignee: PipelineExportRequest["assignee"]): SQL | undefined {
  if (!assignee) return undefined;
  const assigned = (condition: SQL) =>
    sql`exists (select 1 from ${fileAssignments} where ${fileAssignments.applicationId} = ${applications.id} and ${condition})`;
  if (assignee === "unassigned")
    return sql`not ${assigned(sql`${fileAssignments.loanOfficerId} is not null`)}`;
  return assigned(
    sql`(${fileAssignments.loanOfficerId} = ${actor.id} or ${fileAssignments.processorId} = ${actor.id})`,
  );
}

const loanOfficers = alias(staffUsers, "loan_officers");
const processors = alias(staffUsers, "processors");
/** A staff user's name, or their e-mail while an invited person has given none yet. */
const nameOf = (who: typeof loanOfficers | typeof processors) =>
  sql<string | null>`coalesce(nullif(trim(${who.firstName} || ' ' || ${who.lastName}), ''), ${who.email})`;

function decisionOf(decision: PipelineExportRequest["decision"]): SQL | undefined {
  if (!decision) return undefined;
  return decision === "none" ? isNull(decisions.id) : eq(decisions.outcome, decision);
}

/** The files of the caller's reach that match the filters. */
export function pipelineWhere(actor: LoadedActor, filters: PipelineExportRequest) {
  const everyOrganisation = PORTAL_PERMISSIONS.viewPipeline[actor.role] === "all";
  return {
    everyOrganisation,
    where: and(
      or(isNotNull(applications.applicantId), isNotNull(applications.referralId)),
      sql`not (${abandonedDraft})`,
      everyOrganisation ? undefined : eq(applications.organisationId, actor.organisationId),
      filters.organisationId ? eq(applications.organisationId, filters.organisationId) : undefined,
      searchOf(filters.search),
      stageOf(filters.stage),
      decisionOf(filters.decision),
      assigneeOf(actor, filters.assignee),
    ) as SQL,
  };
}

/** The rows of one page (or of the export), sorted, with every column computed by the database. */
export async function pipelineRows(
  ctx: PipelineRequest,
  actor: LoadedActor,
  filters: PipelineExportRequest,
  window: { limit: number; offset: number },
) {
  const { where, everyOrganisation } = pipelineWhere(actor, filters);
  const by = SORT[filters.sort];
  const order = filters.direction === "asc" ? asc : desc;
  const direction = filters.sort === "daysInStatus" ? (filters.direction === "asc" ? desc : asc) : order;
  const rows = await ctx.deps.db
    .select({
      applicationId: applications.id,
      firstName,
      lastName,
      email,
      product: applications.product,
      status: applications.applicationStatus,
      declinedAt: applications.declinedAt,
      loanMilestone: applications.loanMilestone,
      amount,
      decision: decisions.outcome,
      openConditions,
      pastDueConditions,
      organisationName: organisations.name,
      loanOfficerName: nameOf(loanOfficers),
      processorName: nameOf(processors),
      startedAt: applications.createdAt,
      lastActivityAt: lastActivity,
      // Counted on the database's clock, the one its trigger stamps the change with (decision 087).
      daysInStatus: sql<number>`greatest(0, floor(extract(epoch from (now() - ${applications.statusChangedAt})) / 86400))::int`,
    })
    .from(applications)
    .leftJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(organisations, eq(organisations.id, applications.organisationId))
    .leftJoin(decisions, and(eq(decisions.applicationId, applications.id), isCurrentDecision))
    .leftJoin(offers, eq(offers.id, applications.currentOfferId))
    .leftJoin(fileAssignments, eq(fileAssignments.applicationId, applications.id))
    .leftJoin(loanOfficers, eq(loanOfficers.id, fileAssignments.loanOfficerId))
    .leftJoin(processors, eq(processors.id, fileAssignments.processorId))
    .where(where)
    .orderBy(
      NULLABLE_SORTS.has(filters.sort) ? sql`${direction(by)} nulls last` : direction(by),
      direction(applications.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  return {
    everyOrganisation,
    rows: rows.map((r) => {
      const stage = pipelineStage(r.status, r.declinedAt !== null);
      return {
        applicationId: r.applicationId,
        applicationNumber: applicationNumber(r.applicationId),
        name: `${r.firstName} ${r.lastName}`.trim() || "Name not given yet",
        email: r.email,
        product: r.product,
        amount: r.amount,
        stage,
        stageLabel: stageLabel(stage, r.loanMilestone),
        decision: (r.decision ?? null) as DecisionOutcome | null,
        openConditions: r.openConditions,
        pastDueConditions: r.pastDueConditions,
        organisationName: everyOrganisation ? (r.organisationName ?? null) : null,
        loanOfficerName: r.loanOfficerName ?? null,
        processorName: r.processorName ?? null,
        startedAt: r.startedAt,
        lastActivityAt: r.lastActivityAt,
        daysInStatus: Number(r.daysInStatus),
      };
    }),
  };
}

/** How many files match, for the page count: the same joins the filters need, no columns. */
export async function pipelineCount(
  ctx: PipelineRequest,
  actor: LoadedActor,
  filters: PipelineExportRequest,
) {
  const { where } = pipelineWhere(actor, filters);
  const [total] = await ctx.deps.db
    .select({ n: count() })
    .from(applications)
    .leftJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(decisions, and(eq(decisions.applicationId, applications.id), isCurrentDecision))
    .where(where);
  return total?.n ?? 0;
}

/** The number people read and search by: the application id's first eight characters, upper case. */
export function applicationNumber(applicationId: string): string {
  return applicationId.slice(0, 8).toUpperCase();
}
