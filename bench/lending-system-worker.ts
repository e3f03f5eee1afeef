/**
 * One delivery worker of `npm run bench:lending-system`, in a process of its own so the bench can
 * kill it: pg-boss's `loan.deliver` runner on the bench's PostgreSQL database (DATABASE_URL),
 * sending to the Encompass-shaped server at ENCOMPASS_URL with the site's Encompass adapter.
 */
import { Writable } from "node:stream";
import { buildLoanFile } from "@/domain/loan-file/build-loan-file";
import { application } from "@/domain/loan-file/loan-file-input.test-support";
import { encompassLoanSystem } from "@/integrations/lending-system/encompass/adapter";
import { openConnection } from "@/server/db/client";
import { startJobBoss } from "@/server/jobs/job-boss";
import { startJobRunner } from "@/server/jobs/job-runner";
import { pgBossQueue } from "@/server/jobs/pg-boss-queue";
import { createLogger } from "@/server/log";
import { deliverLoanFile } from "@/server/services/lending-system/deliver-loan-file";
import { mismoXml } from "@/server/services/lending-system/mismo-xml";

const databaseUrl = process.env.DATABASE_URL ?? "";
const baseUrl = process.env.ENCOMPASS_URL ?? "";
const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
const log = createLogger(quiet, "warn");

const connection = await openConnection({ databaseUrl, dataDir: "unused", poolSize: 6 });
const boss = await startJobBoss(connection.raw, { maintain: false, log });
const los = encompassLoanSystem({ baseUrl, clientId: "bench", clientSecret: "secret" });
const now = () => new Date();
const deps = {
  db: connection.db,
  jobs: pgBossQueue(boss.boss, { retryDelay: 1 }),
  now,
  loanSystems: { of: () => los, pollMinutes: () => 60, webhooks: () => null },
  // A lease a little shorter than the jobs' expiry, so a killed worker's delivery is taken over.
  leaseMs: 15_000,
  // The same purchase file for each application, with its id: the bench times sending, not building.
  loanFile: async (applicationId: string) => ({
    kind: "exported" as const,
    xml: mismoXml(buildLoanFile(application({ applicationId }), now()).message),
    leftOut: [],
  }),
};
await startJobRunner({
  boss: boss.boss,
  handlers: { "loan.deliver": ({ applicationId }) => deliverLoanFile(deps, applicationId) },
  log,
  pollingIntervalSeconds: 0.5,
  concurrency: Number(process.env.WORKER_CONCURRENCY ?? 4),
});
process.send?.("ready");
