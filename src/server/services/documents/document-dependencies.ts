import type { BankStatements } from "@/domain/ports/bank-statements";
import type { FileStorage } from "@/domain/ports/file-storage";
import type { JobQueue } from "@/server/jobs/job-queue";

/**
 * What the documents services need beyond the application's own dependencies: the file store
 * (decision 032), the bank-statements port with the adapter name the outside-call ledger
 * records, and the job queue (an e-mail condition's message, decision 040). Passed in, so tests
 * give an in-memory store and a recording queue, and the process its configured ones.
 */
export interface DocumentDependencies {
  storage: FileStorage;
  bankStatements: BankStatements;
  adapters: { bankStatements: string };
  jobs: JobQueue;
}
