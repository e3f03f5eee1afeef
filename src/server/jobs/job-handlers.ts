import type { FileStorage } from "@/domain/ports/file-storage";
import type { Mail } from "@/domain/ports/mail";
import { settings, siteUrl } from "@/env";
import { processFileStorage } from "@/integrations/file-storage";
import { type LoanSystems, loanSystems } from "@/integrations/lending-system";
import { type AuditEntry, recordAudit } from "@/server/audit/record-audit";
import { processAuthRuntime } from "@/server/auth/auth-runtime";
import { processConnection } from "@/server/db";
import type { Database } from "@/server/db/client";
import { normaliseDocument } from "@/server/documents/normalise-document";
import { type Logger, log } from "@/server/log";
import { mailCoborrowerInvitationHandler } from "@/server/services/closing/mail-coborrower-invitation";
import { mailMilestoneHandler } from "@/server/services/closing/mail-milestone";
import { mailConditionHandler } from "@/server/services/documents/mail-condition";
import { deliverLoanFile } from "@/server/services/lending-system/deliver-loan-file";
import { readLoanStatus } from "@/server/services/lending-system/read-loan-status";
import { alertMessageHandler } from "@/server/services/messages/alert-message";
import { alertUploadHandler } from "@/server/services/messages/alert-upload";
import { mailUploadRequestHandler } from "@/server/services/messages/mail-upload-request";
import { sendRemindersHandler } from "@/server/services/messages/send-reminders";
import { type Lender, processPrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import type { JobHandlers, JobQueue } from "./job-queue";

/** What jobs run on, passed in so tests swap the clock, the store and the mail. */
export interface JobDependencies {
  db: Database;
  fileStorage: FileStorage;
  mail: Mail;
  lender: Lender;
  /** The site's public address, for links in e-mails (SITE_URL). */
  siteUrl: string;
  now: () => Date;
  audit: (db: Database, entry: AuditEntry) => Promise<void>;
  log: Logger;
  /** Where jobs hand on further work (the next read of a loan's status). */
  jobs: JobQueue;
  /** Each application's lending system (decision 080). */
  loanSystems: LoanSystems;
}

/**
 * The handlers this build has, one line a job. A job name missing here is not lost: its jobs wait
 * in the database for a runner that has it (src/server/jobs/job-runner.ts).
 */
export function jobHandlers(deps: JobDependencies): Partial<JobHandlers> {
  return {
    "document.normalise": normaliseDocument({ db: deps.db, storage: deps.fileStorage, log: deps.log }),
    "condition.mail": mailConditionHandler(deps),
    "milestone.mail": mailMilestoneHandler(deps),
    "coborrower.invite": mailCoborrowerInvitationHandler(deps),
    "loan.deliver": ({ applicationId }) => deliverLoanFile(deps, applicationId),
    "loan.status": ({ applicationId }) => readLoanStatus(deps, applicationId),
    "request.mail": mailUploadRequestHandler(deps),
    "message.alert": alertMessageHandler(deps),
    "upload.alert": alertUploadHandler(deps),
    "reminders.send": sendRemindersHandler(deps),
  };
}

/** The process's job dependencies, from its settings and database. */
export async function processJobDependencies(jobs: JobQueue): Promise<JobDependencies> {
  const { db } = await processConnection();
  // The mail and the lender are the ones the site's sign-in and notices use.
  const [auth, prequal] = await Promise.all([processAuthRuntime(), processPrequalDependencies()]);
  return {
    db,
    fileStorage: processFileStorage(),
    mail: auth.accounts.mail,
    lender: prequal.lender,
    siteUrl: siteUrl(),
    now: () => new Date(),
    audit: recordAudit,
    log,
    jobs,
    loanSystems: loanSystems(settings(), db, () => new Date()),
  };
}
