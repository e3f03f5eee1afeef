import { and, count, desc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { PIPELINE_PAGE_SIZE, type PipelineListRequest } from "@/domain/portal/pipeline-inputs";
import { pipelineStatusLabel } from "@/domain/portal/pipeline-status";
import { PORTAL_PERMISSIONS } from "@/domain/portal/portal-roles";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { applicants, applications, documents, organisations } from "@/server/db/schema";
import { checklistOf } from "@/server/services/documents/documents-checklist";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import { actorHolding, type PipelineRequest } from "./applicant-reach";

/** The applicant as the pipeline names them: their account, else what the referral or draft says. */
export function applicantNameAndEmail(
  application: Pick<ApplicationRow, "answers">,
  account: { firstName: string | null; lastName: string | null; email: string | null },
) {
  const borrower = (application.answers as PrequalAnswers).borrower;
  const first = account.firstName ?? borrower?.firstName ?? "";
  const last = account.lastName ?? borrower?.lastName ?? "";
  return {
    name: `${first} ${last}`.trim() || "Name not given yet",
    email: account.email ?? borrower?.email ?? null,
  };
}

/** The application is open to documents: the applicant accepted an offer and was not declined. */
export function documentsOpen(application: ApplicationRow): boolean {
  return !application.declinedAt && Boolean((application.answers as PrequalAnswers).offerAccepted);
}

/** Files in against files required, once the applicant has a checklist (decision 035's counting). */
async function documentsProgress(ctx: PipelineRequest, application: ApplicationRow) {
  if (!documentsOpen(application)) return null;
  const { progress } = await checklistOf({ deps: ctx.deps, application });
  return { uploaded: progress.total.uploaded, required: progress.total.required };
}

/**
 * portal.pipeline.list (decision 040): the applications of the caller's organisation (a lender
 * administrator's: every one, with its organisation's name), newest first, 25 a page. Anonymous
 * drafts nobody referred are left out: they name nobody yet. Nothing sensitive is read.
 */
export async function listPipeline(ctx: PipelineRequest, input: PipelineListRequest) {
  const actor = await actorHolding(ctx, "viewPipeline");
  const everyOrganisation = PORTAL_PERMISSIONS.viewPipeline[actor.role] === "all";
  const someone = or(isNotNull(applications.applicantId), isNotNull(applications.referralId)) as SQL;
  const where = everyOrganisation
    ? someone
    : and(someone, eq(applications.organisationId, actor.organisationId));
  const { db } = ctx.deps;
  const lastUpload = db
    .select({ at: sql`max(${documents.createdAt})` })
    .from(documents)
    .where(eq(documents.applicationId, applications.id));
  const rows = await db
    .select({
      application: applications,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      email: applicants.email,
      organisationName: organisations.name,
      lastActivity: sql<Date>`greatest(${applications.updatedAt}, (${lastUpload}))`.mapWith(
        applications.updatedAt,
      ),
    })
    .from(applications)
    .leftJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(organisations, eq(organisations.id, applications.organisationId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(PIPELINE_PAGE_SIZE)
    .offset((input.page - 1) * PIPELINE_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  const entries = [];
  // One application after another: each checklist reads several tables, and a page is 25 at most.
  for (const row of rows) {
    const { application } = row;
    entries.push({
      applicationId: application.id,
      ...applicantNameAndEmail(application, row),
      product: application.product,
      statusLabel: pipelineStatusLabel(application.applicationStatus, application.declinedAt !== null),
      startedAt: application.createdAt,
      lastActivityAt: row.lastActivity,
      documents: await documentsProgress(ctx, application),
      organisationName: everyOrganisation ? (row.organisationName ?? null) : null,
    });
  }
  const pages = Math.max(1, Math.ceil((total?.n ?? 0) / PIPELINE_PAGE_SIZE));
  return { applications: entries, page: input.page, pages, total: total?.n ?? 0, everyOrganisation };
}
