import type { FileStorage } from "@/domain/ports/file-storage";
import { processFileStorage } from "@/integrations/file-storage";
import { type AuditEntry, recordAudit } from "@/server/audit/record-audit";
import { processConnection } from "@/server/db";
import type { Database } from "@/server/db/client";
import type { JobHandlers } from "./job-queue";

/** What jobs run on, passed in so tests swap the clock and the store. */
export interface JobDependencies {
  db: Database;
  fileStorage: FileStorage;
  now: () => Date;
  audit: (db: Database, entry: AuditEntry) => Promise<void>;
}

/**
 * The handlers this build has, one line a job: `"document.normalise": (data) =>
 * normaliseDocument(deps, data)`. A job name missing here is not lost: its jobs wait in the
 * database for a runner that has it (src/server/jobs/job-runner.ts).
 */
export function jobHandlers(_deps: JobDependencies): Partial<JobHandlers> {
  return {};
}

/** The process's job dependencies, from its settings and database. */
export async function processJobDependencies(): Promise<JobDependencies> {
  const { db } = await processConnection();
  return { db, fileStorage: processFileStorage(), now: () => new Date(), audit: recordAudit };
}
