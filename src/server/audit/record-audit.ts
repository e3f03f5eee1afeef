import type { Database } from "@/server/db";
import { auditEvents } from "@/server/db/schema";

export interface AuditEntry {
  actor: string;
  action: string;
  subject?: string;
  details?: Record<string, unknown>;
  /** The caller's network address, when a person acted. */
  address?: string;
}

/** Writes who did what, when (docs/design.md §5). Details must never carry sensitive values. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actor: entry.actor,
    action: entry.action,
    subject: entry.subject ?? null,
    details: entry.details ?? {},
    address: entry.address ?? null,
  });
}
