import type { LendingSystem } from "@/domain/enums/lending-systems";
import type { AutomatedValuation } from "@/domain/ports/automated-valuation";
import type { CreditBureau } from "@/domain/ports/credit-bureau";
import type { ESignature } from "@/domain/ports/e-signature";
import type { IncomeVerification } from "@/domain/ports/income-verification";
import { lenderIdentity, settings } from "@/env";
import { creditBureau } from "@/integrations/credit-bureau";
import { eSignature } from "@/integrations/e-signature";
import { incomeVerification } from "@/integrations/income-verification";
import { automatedValuation } from "@/integrations/valuation";
import { type AuditEntry, recordAudit } from "@/server/audit/record-audit";
import { processConnection } from "@/server/db";
import type { Database } from "@/server/db/client";
import type { JobQueue } from "@/server/jobs/job-queue";
import { loadEncryptionKey } from "@/server/security/encryption-key";
import { deriveKey } from "@/server/security/field-crypto";
import { type RateLimits, rateLimits } from "@/server/security/rate-limits";
import { currentConsentDisclosure } from "@/server/services/closing/consent-disclosure";

/** The lender as notices and the licensing check need it. */
export interface Lender {
  legalName: string;
  nmlsId: string;
  address: string;
  phone: string;
  email: string;
  licensedStates: readonly string[];
}

/**
 * Everything prequalification runs on, passed in so tests swap the clock, the adapters and the
 * keys: the outside systems behind their ports, the key that seals SSNs and reports, the key that
 * names a person in the outside-call ledger without their SSN, and the lender's settings.
 */
export interface PrequalDependencies {
  db: Database;
  now: () => Date;
  audit: (db: Database, entry: AuditEntry) => Promise<void>;
  creditBureau: CreditBureau;
  valuation: AutomatedValuation;
  /** The application's payroll connection (step 5, income verification). */
  incomeVerification: IncomeVerification;
  /** Adapter names recorded with each outside call ("sandbox", a vendor's name). */
  adapters: { creditBureau: string; valuation: string; incomeVerification: string };
  fieldKey: Uint8Array;
  subjectKey: Uint8Array;
  lender: Lender;
  landingVersion: "A" | "B";
  /** The loan origination system new applications are sent to (setting LENDING_SYSTEM). */
  lendingSystem: LendingSystem;
  /** New anonymous drafts and waitlist e-mails are limited per address (docs/design.md §5), PDFs per session. */
  rateLimits: Pick<
    RateLimits,
    | "prequalDraftAllowed"
    | "waitlistJoinAllowed"
    | "incomeConnectionAllowed"
    | "bankConnectionAllowed"
    | "consentCodeGuessAllowed"
    | "pdfDownloadAllowed"
  >;
  /** Signs the disclosures (issue 11, decision 038). */
  eSignature: ESignature;
  /** The ESIGN consumer disclosure in force (`/e-consent`): its version is the SHA-256 of its text. */
  consentDisclosure: () => Promise<{ version: string }>;
  /** Work that may wait (decision 033): condition and milestone e-mails after a decision commits. */
  jobs: JobQueue;
}

/** Keys for prequalification derived from the one encryption key (HKDF), never the key itself. */
export function prequalKeys(encryptionKey: Uint8Array) {
  return {
    fieldKey: deriveKey(encryptionKey, "application-fields"),
    subjectKey: deriveKey(encryptionKey, "outside-call-subjects"),
  };
}

/**
 * The process's job queue, opened on first send. Imported when used: the job handlers read these
 * dependencies, so a static import would be a cycle.
 */
const processJobs: JobQueue = {
  async send(name, data, options) {
    const { processJobQueue } = await import("@/server/jobs/process-jobs");
    await (await processJobQueue()).send(name, data, options);
  },
};

let processDependencies: Promise<PrequalDependencies> | undefined;

/** The process's dependencies, from its settings and database. */
export function processPrequalDependencies(): Promise<PrequalDependencies> {
  processDependencies ??= processConnection().then(({ db, raw }) => {
    const s = settings();
    const lender = lenderIdentity();
    return {
      db,
      now: () => new Date(),
      audit: recordAudit,
      creditBureau: creditBureau(),
      valuation: automatedValuation(),
      incomeVerification: incomeVerification(),
      // Only the sandboxes exist so far (src/integrations/sandboxes.ts); a vendor adapter names itself here.
      adapters: { creditBureau: "sandbox", valuation: "sandbox", incomeVerification: "sandbox" },
      ...prequalKeys(
        loadEncryptionKey({
          configured: s.APP_ENCRYPTION_KEY,
          dataDir: s.DATA_DIR,
          live: s.DEPLOYMENT === "live",
        }),
      ),
      lender: {
        legalName: lender.legalName,
        nmlsId: lender.nmlsId,
        address: lender.address,
        phone: lender.phone,
        email: lender.email,
        licensedStates: lender.licensedStates,
      },
      landingVersion: s.LANDING_VERSION,
      lendingSystem: s.LENDING_SYSTEM,
      rateLimits: rateLimits({ raw }),
      eSignature: eSignature(),
      consentDisclosure: currentConsentDisclosure,
      jobs: processJobs,
    };
  });
  return processDependencies;
}
