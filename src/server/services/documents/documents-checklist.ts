import { and, asc, eq, ne } from "drizzle-orm";
import { formatAddress } from "@/domain/application/real-estate-summary";
import { ACCEPTED_IDENTITY_DOCUMENTS, checklist } from "@/domain/documents/checklist";
import {
  documentApplicationFromSections,
  propertiesOnFile,
} from "@/domain/documents/document-application-from-sections";
import { SUBJECT_PROPERTY_ID } from "@/domain/documents/property-documents";
import { requiredDocuments } from "@/domain/documents/required-documents";
import { requestReasonFor } from "@/domain/documents/upload-requests";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { Database } from "@/server/db/client";
import { conditions, uploadRequests } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { documentSources } from "./document-sources";

/** The property headings: the address only (decision 035: nothing else of the applicant's). */
function propertyHeadings(sources: Awaited<ReturnType<typeof documentSources>>["sources"]) {
  const headings = new Map<string, string>();
  for (const p of propertiesOnFile(sources))
    headings.set(p.propertyId, p.address ? formatAddress(p.address) : "A property you own");
  const subject = sources.subject.address;
  headings.set(SUBJECT_PROPERTY_ID, subject ? formatAddress(subject) : "The home this loan is for");
  return headings;
}

/**
 * The applicant's open conditions, in plain words, oldest first, each with why it was sent back
 * when a reviewer did (decision 096). One waiting for review asks nothing more of them; one the
 * loan team owns is not theirs (decision 095).
 */
export async function openConditions(db: Database, applicationId: string) {
  const rows = await db
    .select({
      id: conditions.id,
      code: conditions.code,
      kind: conditions.kind,
      text: conditions.text,
      documentType: conditions.documentType,
      informationKind: conditions.informationKind,
      borrower: conditions.borrower,
      propertyId: conditions.propertyId,
      sentBackReason: conditions.sentBackReason,
      sentBackNote: conditions.sentBackNote,
    })
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationId, applicationId),
        eq(conditions.status, "open"),
        ne(conditions.owner, "loanTeam"),
      ),
    )
    .orderBy(asc(conditions.createdAt));
  return rows.map(({ sentBackReason, sentBackNote, ...c }) => ({
    ...c,
    sentBack: sentBackReason ? { reason: sentBackReason, note: sentBackNote } : null,
  }));
}

/**
 * The checklist of an application, for the documents step and the screens that reuse it: the
 * spec §9 requirements read from its sections, grouped and counted (decision 035), with each
 * line's files. `db` may be a transaction (documents.complete reads it under the row's lock).
 */
export async function checklistOf(ctx: Pick<ApplicationContext, "deps" | "application">, db?: Database) {
  const { sources, files } = await documentSources(ctx.deps, ctx.application, db);
  const requirements = requiredDocuments(documentApplicationFromSections(sources));
  const headings = propertyHeadings(sources);
  const order = propertiesOnFile(sources).map((p) => p.propertyId);
  return { ...checklist(requirements, files, order), headings };
}

/** documents.checklist: the lines, their files as the screen shows them, progress and open conditions. */
export async function documentsChecklist(ctx: ApplicationContext) {
  const [{ groups, progress, complete, headings }, open, requests] = await Promise.all([
    checklistOf(ctx),
    openConditions(ctx.deps.db, ctx.application.id),
    ctx.deps.db.select().from(uploadRequests).where(eq(uploadRequests.applicationId, ctx.application.id)),
  ]);
  return {
    groups: groups.map((g) => ({
      owner: g.owner,
      propertyId: g.propertyId,
      heading: g.propertyId ? (headings.get(g.propertyId) ?? "A property you own") : null,
      lines: g.lines.map((l) => ({
        type: l.type,
        label: l.label,
        description: l.description,
        // Why the loan team asked for it, in their words (decision 097).
        reason: requestReasonFor(
          { documentType: l.type, borrower: l.borrower, propertyId: l.propertyId ?? null },
          requests,
        ),
        count: l.count,
        uploaded: l.uploaded,
        required: l.required,
        skipped: l.skipped,
        missing: l.missing,
        accepted: l.type === "id_document" ? ACCEPTED_IDENTITY_DOCUMENTS : null,
        files: l.files.map((f) => ({
          id: f.id,
          documentType: f.documentType,
          side: f.side,
          displayName: f.displayName,
          contentType: f.contentType,
          status: f.status,
          source: f.source,
          removable: f.reviewedAt === null,
          hasThumbnail: f.thumbnailKey !== null,
        })),
      })),
    })),
    progress,
    complete,
    // The income-documents step's Continue was pressed (or the application is further on): the
    // screen says what happens next instead of offering Continue again.
    submitted:
      (statusOrder(ctx.application.applicationStatus ?? "") ?? 0) >= (statusOrder("loanDisbursement") ?? 0),
    conditions: open,
  };
}
