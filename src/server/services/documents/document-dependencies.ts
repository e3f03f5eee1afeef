import type { BankStatements } from "@/domain/ports/bank-statements";
import type { FileStorage } from "@/domain/ports/file-storage";
import type { IdentityVerification } from "@/domain/ports/identity-verification";
import type { InsuranceVerification } from "@/domain/ports/insurance-verification";
import type { JobQueue } from "@/server/jobs/job-queue";

/**
 * What the documents services need beyond the application's own dependencies: the file store
 * (decision 032), the ports that read or file documents (bank statements; identity, which reads
 * the ID's photos; insurance, which files the mortgage statement: decision 041), the adapter names
 * the outside-call ledger records, and the job queue (an e-mail condition's message, decision 040).
 * Passed in, so tests give an in-memory store and a recording queue, and the process its
 * configured ones.
 */
export interface DocumentDependencies {
  storage: FileStorage;
  bankStatements: BankStatements;
  identityVerification: IdentityVerification;
  insuranceVerification: InsuranceVerification;
  adapters: { bankStatements: string; identityVerification: string; insuranceVerification: string };
  jobs: JobQueue;
}
