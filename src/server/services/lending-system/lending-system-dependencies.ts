import { settings } from "@/env";
import { type LoanSystems, loanSystems } from "@/integrations/lending-system";
import { recordAudit } from "@/server/audit/record-audit";
import { processDatabase } from "@/server/db";
import type { Database } from "@/server/db/client";
import { processJobQueue } from "@/server/jobs/process-jobs";
import { log } from "@/server/log";

/** What the lending-system services run on in this process (the webhook route, the portal). */
export async function processLendingSystemDependencies() {
  const db: Database = await processDatabase();
  const systems: LoanSystems = loanSystems(settings(), db, () => new Date());
  return {
    db,
    loanSystems: systems,
    jobs: await processJobQueue(),
    now: () => new Date(),
    log,
    audit: recordAudit,
  };
}
