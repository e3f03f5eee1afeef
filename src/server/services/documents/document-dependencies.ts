import type { BankStatements } from "@/domain/ports/bank-statements";
import type { FileStorage } from "@/domain/ports/file-storage";
import type { IdentityVerification } from "@/domain/ports/identity-verification";
import type { InsuranceVerification } from "@/domain/ports/insurance-verification";

/**
 * What the documents services need beyond the application's own dependencies: the file store
 * (decision 032), the ports that read or file documents (bank statements; identity, which reads
 * the ID's photos; insurance, which files the mortgage statement: decision 041) and the adapter
 * names the outside-call ledger records. Passed in, so tests give an in-memory store and the
 * process its configured one.
 */
export interface DocumentDependencies {
  storage: FileStorage;
  bankStatements: BankStatements;
  identityVerification: IdentityVerification;
  insuranceVerification: InsuranceVerification;
  adapters: { bankStatements: string; identityVerification: string; insuranceVerification: string };
}
