import type { BankStatements } from "@/domain/ports/bank-statements";
import type { FileStorage } from "@/domain/ports/file-storage";

/**
 * What the documents services need beyond the application's own dependencies: the file store
 * (decision 032) and the bank-statements port with the adapter name the outside-call ledger
 * records. Passed in, so tests give an in-memory store and the process its configured one.
 */
export interface DocumentDependencies {
  storage: FileStorage;
  bankStatements: BankStatements;
  adapters: { bankStatements: string };
}
