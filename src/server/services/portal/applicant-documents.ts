import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { documentType } from "@/domain/documents/document-types";
import { conditionAnswerLines } from "@/domain/portal/condition-answer-lines";
import { pipelineStatusLabel } from "@/domain/portal/pipeline-status";
import { applicants, conditions, documents, organisations, uploadRequests } from "@/server/db/schema";
import { checklistOf } from "@/server/services/documents/documents-checklist";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import { applicationInReach, type PipelineRequest, reaches } from "./applicant-reach";
import { conditionPastDueSql } from "./condition-past-due";
import { applicantNameAndEmail, documentsOpen } from "./list-pipeline";

const labelOf = (type: string) => documentType(type)?.label ?? type;

/** The checklist as the applicant sees it (`checklistOf`), with what the lender needs of each file. */
export async function staffChecklist(ctx: PipelineRequest, application: ApplicationRow) {
  const { groups, progress, complete, headings } = await checklistOf({ deps: ctx.deps, application });
  return {
    groups: groups.map((g) => ({
      owner: g.owner,
      propertyId: g.propertyId,
      heading: g.propertyId ? (headings.get(g.propertyId) ?? "A property they own") : null,
      lines: g.lines.map((l) => ({
        type: l.type,
        label: l.label,
        borrower: g.owner === "property" ? null : g.owner,
        count: l.count,
        uploaded: l.uploaded,
        required: l.required,
        skipped: l.skipped,
        missing: l.missing,
        files: l.files.map((f) => ({
          id: f.id,
          documentType: f.documentType,
          documentLabel: labelOf(f.documentType),
          side: f.side,
          displayName: f.displayName,
          contentType: f.contentType,
          status: f.status,
          source: f.source,
          uploadedAt: f.createdAt,
          reviewedAt: f.reviewedAt,
        })),
      })),
    })),
    progress: progress.total,
    complete,
  };
}

async function requestsOf(ctx: PipelineRequest, applicationId: string) {
  const rows = await ctx.deps.db
    .select()
    .from(uploadRequests)
    .where(eq(uploadRequests.applicationId, applicationId))
    .orderBy(desc(uploadRequests.createdAt));
  return rows.map((r) => ({
    id: r.id,
    documentType: r.documentType,
    label: labelOf(r.documentType),
    borrower: r.borrower,
    propertyId: r.propertyId,
    waived: r.shouldSkip,
    reason: r.reason,
    createdAt: r.createdAt,
  }));
}

/**
 * Every condition with where it stands (decision 094), when it is needed, who acts, its due date
 * and whether that passed (decision 095), why it was sent back or waived, and the file waiting for
 * review; the version a change names.
 */
export async function conditionsOf(ctx: PipelineRequest, applicationId: string) {
  const rows = await ctx.deps.db
    .select({
      condition: conditions,
      pastDue: sql<boolean>`${conditionPastDueSql(conditions.status, conditions.dueOn)}`,
      fileName: documents.displayName,
      fileType: documents.contentType,
    })
    .from(conditions)
    // A file the applicant removed since is no longer there to review.
    .leftJoin(documents, and(eq(documents.id, conditions.receivedDocumentId), isNull(documents.removedAt)))
    .where(eq(conditions.applicationId, applicationId))
    .orderBy(asc(conditions.createdAt));
  return rows.map(({ condition: c, pastDue, fileName, fileType }) => ({
    id: c.id,
    code: c.code,
    kind: c.kind,
    text: c.text,
    status: c.status,
    category: c.category,
    owner: c.owner,
    dueOn: c.dueOn,
    pastDue: Boolean(pastDue),
    version: c.version,
    documentType: c.documentType,
    borrower: c.borrower,
    createdAt: c.createdAt,
    clearedAt: c.clearedAt,
    mailedAt: c.mailedAt,
    sentBack: c.sentBackReason ? { reason: c.sentBackReason, note: c.sentBackNote } : null,
    waiverReason: c.waiverReason,
    receivedFile:
      c.receivedDocumentId && fileName && fileType
        ? { id: c.receivedDocumentId, displayName: fileName, contentType: fileType }
        : null,
    answer: c.informationKind && c.answer ? conditionAnswerLines(c.informationKind, c.answer) : null,
  }));
}

/**
 * portal.applicantDocuments.get (decision 040): one applicant of the caller's reach, their
 * checklist as they see it (null until their application opens), each file's state and review,
 * the lender's upload requests and every condition with its state and answer; and what the
 * caller's role may change here.
 */
export async function applicantDocuments(ctx: PipelineRequest, input: { applicationId: string }) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "viewPipeline");
  const { db } = ctx.deps;
  const [account] = application.applicantId
    ? await db
        .select({ firstName: applicants.firstName, lastName: applicants.lastName, email: applicants.email })
        .from(applicants)
        .where(eq(applicants.id, application.applicantId))
    : [];
  const [organisation] = application.organisationId
    ? await db
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, application.organisationId))
    : [];
  return {
    applicant: {
      applicationId: application.id,
      ...applicantNameAndEmail(application, account ?? { firstName: null, lastName: null, email: null }),
      product: application.product,
      statusLabel: pipelineStatusLabel(application.applicationStatus, application.declinedAt !== null),
      organisationName: organisation?.name ?? null,
    },
    checklist: documentsOpen(application) ? await staffChecklist(ctx, application) : null,
    uploadRequests: await requestsOf(ctx, application.id),
    conditions: await conditionsOf(ctx, application.id),
    may: {
      manageDocuments: reaches(actor, "manageDocuments", application.organisationId),
      manageConditions: reaches(actor, "manageConditions", application.organisationId),
      reviewConditions: reaches(actor, "reviewConditions", application.organisationId),
    },
  };
}
