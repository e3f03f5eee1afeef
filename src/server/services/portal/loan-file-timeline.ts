import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import {
  type AuditRecord,
  staffIdsOf,
  type TimelineEntry,
  timelineEntry,
} from "@/domain/portal/loan-file-timeline";
import type { Database } from "@/server/db/client";
import { auditEvents, documents, staffUsers } from "@/server/db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most a loan file lists; an older file's full trail is the audit table's. */
export const TIMELINE_LIMIT = 200;

/** The audit records about the application and about each of its files, through the subject index. */
async function auditRecords(db: Database, applicationId: string): Promise<AuditRecord[]> {
  const fileSubjects = db
    .select({ subject: sql<string>`'document:' || ${documents.id}::text` })
    .from(documents)
    .where(eq(documents.applicationId, applicationId));
  const rows = await db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      actor: auditEvents.actor,
      action: auditEvents.action,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(
      and(
        or(
          eq(auditEvents.subject, `application:${applicationId}`),
          inArray(auditEvents.subject, fileSubjects),
        ),
        // The documents table says who filed what, for every file: its rows stand for these.
        ne(auditEvents.action, "document.uploaded"),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(TIMELINE_LIMIT);
  return rows.map((r) => ({ ...r, id: `audit:${r.id}` }));
}

async function filesFiled(db: Database, applicationId: string): Promise<AuditRecord[]> {
  const rows = await db
    .select({
      id: documents.id,
      createdAt: documents.createdAt,
      uploadedBy: documents.uploadedBy,
      documentType: documents.documentType,
      source: documents.source,
    })
    .from(documents)
    .where(eq(documents.applicationId, applicationId))
    .orderBy(desc(documents.createdAt))
    .limit(TIMELINE_LIMIT);
  return rows.map((d) => ({
    id: `document:${d.id}`,
    occurredAt: d.createdAt,
    actor: d.uploadedBy,
    action: "document.uploaded",
    details: { documentType: d.documentType, source: d.source },
  }));
}

/**
 * What happened to an application, newest first (decision 084): its audit records and its files
 * filed, in two queries, and the names of the staff who acted in a third.
 */
export async function loanFileTimeline(db: Database, applicationId: string): Promise<TimelineEntry[]> {
  const [audited, filed] = await Promise.all([
    auditRecords(db, applicationId),
    filesFiled(db, applicationId),
  ]);
  const records = [...audited, ...filed]
    .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime())
    .slice(0, TIMELINE_LIMIT);
  // An actor written by a script or a test may not be a user's id: only ids are looked up.
  const ids = staffIdsOf(records).filter((id) => UUID.test(id));
  const staff = ids.length
    ? await db
        .select({
          id: staffUsers.id,
          firstName: staffUsers.firstName,
          lastName: staffUsers.lastName,
          email: staffUsers.email,
        })
        .from(staffUsers)
        .where(inArray(staffUsers.id, ids))
    : [];
  const names = new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim() || s.email]));
  return records.map((record) => timelineEntry(record, names));
}
