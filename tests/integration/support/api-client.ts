import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { createTRPCClient } from "@trpc/client";
import type { Captcha } from "@/domain/ports/captcha";
import { sandboxToken } from "@/domain/ports/captcha";
import { sandboxBankStatements } from "@/integrations/bank-statements/sandbox";
import { sandboxCaptcha } from "@/integrations/captcha/sandbox";
import { sandboxCreditBureau } from "@/integrations/credit-bureau/sandbox";
import { sandboxESignature } from "@/integrations/e-signature/sandbox";
import { sandboxIdentityVerification } from "@/integrations/identity-verification/sandbox";
import { sandboxIncomeVerification } from "@/integrations/income-verification/sandbox";
import { sandboxInsuranceVerification } from "@/integrations/insurance-verification/sandbox";
import { memoryMail } from "@/integrations/mail/memory";
import { sandboxValuation } from "@/integrations/valuation/sandbox";
import { apiLinks } from "@/lib/trpc/links";
import { createApiHandler } from "@/server/api/handle-api-request";
import type { AppRouter } from "@/server/api/root";
import { recordAudit } from "@/server/audit/record-audit";
import { createAuthRuntime } from "@/server/auth/auth-runtime";
import type { Database } from "@/server/db";
import type { Connection } from "@/server/db/client";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { createLogger } from "@/server/log";
import { currentConsentDisclosure } from "@/server/services/closing/consent-disclosure";
import type { DocumentDependencies } from "@/server/services/documents/document-dependencies";
import { type PrequalDependencies, prequalKeys } from "@/server/services/prequal/prequal-dependencies";
import { memoryFileStorage } from "./memory-file-storage";

export const ORIGIN = "http://localhost";

/** The real /api/trpc handler over a test database, with its log lines captured. */
export function apiUnderTest(
  connection: Pick<Connection, "db" | "raw">,
  options: {
    captcha?: Captcha;
    maxBytes?: number;
    database?: () => Promise<Database>;
    /** A clock for sessions, codes and limits (the default is real time). */
    now?: () => Date;
    /** Prequalification's adapters and settings, over the defaults below. */
    prequal?: Partial<PrequalDependencies>;
    /** The file store and bank statements, over an in-memory store and the sandbox. */
    documents?: Partial<DocumentDependencies>;
  } = {},
) {
  const { db } = connection;
  const logLines: string[] = [];
  const log = createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const mail = memoryMail();
  // Sessions, account and portal services on the test database, mail kept in memory.
  const runtime = createAuthRuntime({
    db,
    raw: connection.raw,
    encryptionKey: randomBytes(32),
    siteUrl: ORIGIN,
    mail,
    log,
    now: options.now,
  });
  const now = options.now ?? (() => new Date());
  const prequal: PrequalDependencies = {
    db,
    now,
    audit: recordAudit,
    creditBureau: sandboxCreditBureau({ now }),
    valuation: sandboxValuation({ now }),
    incomeVerification: sandboxIncomeVerification({ now }),
    adapters: { creditBureau: "sandbox", valuation: "sandbox", incomeVerification: "sandbox" },
    ...prequalKeys(randomBytes(32)),
    lender: {
      legalName: "Test Lender LLC",
      nmlsId: "123456",
      address: "1 Test Street, Wilmington, DE 19801",
      phone: "(302) 555-0100",
      email: "help@lender.test",
      licensedStates: ["DE", "PA"],
    },
    landingVersion: "A",
    lendingSystem: "encompass",
    rateLimits: runtime.accounts.rateLimits,
    eSignature: sandboxESignature(),
    consentDisclosure: currentConsentDisclosure,
    jobs: recordingJobQueue(),
    ...options.prequal,
  };
  // What services hand to the job queue, recorded (the pg-boss runner is tested in tests/integration/jobs).
  const jobs = recordingJobQueue();
  const documents: DocumentDependencies = {
    storage: memoryFileStorage(),
    bankStatements: sandboxBankStatements({ now }),
    identityVerification: sandboxIdentityVerification(),
    insuranceVerification: sandboxInsuranceVerification({ now }),
    adapters: {
      bankStatements: "sandbox",
      identityVerification: "sandbox",
      insuranceVerification: "sandbox",
    },
    jobs,
    ...options.documents,
  };
  const handle = createApiHandler({
    database: options.database ?? (async () => db),
    auth: async () => runtime,
    prequal: async () => prequal,
    documents: async () => documents,
    captcha: options.captcha ?? sandboxCaptcha,
    maxBytes: options.maxBytes ?? 1_048_576,
    log,
  });
  // The browser's own client configuration, with fetch pointed at the handler.
  const client = createTRPCClient<AppRouter>({
    links: apiLinks({
      url: `${ORIGIN}/api/trpc`,
      token: async (action) => sandboxToken(action, "test"),
      fetch: async (input, init) => handle(new Request(input, init)),
    }),
  });
  return { handle, client, logLines, mail, runtime, prequal, documents, jobs };
}
