/**
 * Issue 21's bench (decisions 080–081), `npm run bench:lending-system [-- --loans N]`:
 * 1. The MISMO export's build, XML writing and validation against the published schema, per
 *    application, over 50 varied applications (one or two borrowers, one to three jobs, one to
 *    four accounts, none to two other properties, purchase or refinance): p50 and p99.
 * 2. N submitted applications (1,000 unless `--loans N`) delivered by two worker processes
 *    (bench/lending-system-worker.ts, pg-boss on PostgreSQL at BENCH_DATABASE_URL, else
 *    TEST_DATABASE_URL) to the Encompass-shaped test server through the site's Encompass adapter;
 *    a worker is killed (SIGKILL) and started again three times during the run. Reported: loans
 *    created, duplicates (must be 0), lost (must be 0) and the wall time.
 * Prints the section and appends it to bench/RESULTS.md.
 */
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count, eq } from "drizzle-orm";
import pg from "pg";
import PgBoss from "pg-boss";
import { buildLoanFile } from "@/domain/loan-file/build-loan-file";
import type { LoanFileInput } from "@/domain/loan-file/loan-file-input";
import { application, borrower, HOME, job } from "@/domain/loan-file/loan-file-input.test-support";
import { settings } from "@/env";
import { startEncompassServer } from "@/integrations/lending-system/encompass/encompass-server.test-support";
import { openConnection } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";
import { applications, loanDeliveries } from "@/server/db/schema";
import { JOB_NAMES } from "@/server/jobs/job-queue";
import { validateLoanFile } from "@/server/services/lending-system/mismo-schema";
import { mismoXml } from "@/server/services/lending-system/mismo-xml";

const here = path.dirname(fileURLToPath(import.meta.url));
const flag = process.argv.indexOf("--loans");
const LOANS = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.BENCH_LOANS ?? 1000));
const SAMPLES = 50;
const KILLS = 3;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!SERVER_URL) throw new Error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server");

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => n.toFixed(1);

/** The i-th of the varied applications. */
function varied(i: number): LoanFileInput {
  const jobs = Array.from({ length: 1 + (i % 3) }, (_, j) =>
    job({ id: `job-${j}`, employerName: `Employer ${j}`, startDate: new Date(Date.UTC(2015 + j, 0, 1)) }),
  );
  const people = [borrower({ employments: jobs })];
  if (i % 2 === 1) people.push(borrower({ who: "coborrower", firstName: "Ben", email: "ben@example.test" }));
  const base = application();
  return application({
    applicationId: `7d1f7a0e-8a53-4d0e-9b7a-${String(i).padStart(12, "0")}`,
    borrowers: people,
    assets: Array.from({ length: 1 + (i % 4) }, (_, a) => ({
      accountId: `acc-${a}`,
      institution: `Bank ${a}`,
      accountType: "savings" as const,
      balance: 10_000 * (a + 1),
      accountNumberLastFour: "4321",
      accountNumber: `9876${a}4321`,
    })),
    ownedProperties: Array.from({ length: i % 3 }, (_, p) => ({
      propertyId: `prop-${p}`,
      address: { line1: `${40 + p} Harbor View`, city: HOME.city, state: HOME.state, zip: HOME.zip },
      status: "retained" as const,
      use: "investment" as const,
      value: 350_000,
      mortgages: [{ creditor: "Harbor Bank", balance: 180_000, monthlyPayment: 1390 }],
      rentalUnits: 1,
      annualRentalIncome: 24_000,
    })),
    subject:
      i % 4 === 0 && base.subject
        ? { ...base.subject, transaction: { purpose: "refinance", refinancePurpose: "noCashOut" } }
        : base.subject,
  } as Partial<LoanFileInput>);
}

async function exportTimes() {
  const folder = settings().MISMO_SCHEMA_DIR;
  // One file first, so the schema's loading is not counted against the first application.
  await validateLoanFile(mismoXml(buildLoanFile(varied(0), new Date()).message), folder);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    const xml = mismoXml(buildLoanFile(varied(i), new Date()).message);
    const verdict = await validateLoanFile(xml, folder);
    times.push(performance.now() - started);
    if (!verdict.valid) throw new Error(`application ${i} refused: ${verdict.faults.join("; ")}`);
    bytes += xml.length;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    kb: bytes / SAMPLES / 1024,
  };
}

async function deliveries() {
  const name = `bench_los_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL as string);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const connection = await openConnection({ databaseUrl, dataDir: "unused", poolSize: 4 });
  await applyMigrations(connection);
  const { db } = connection;
  // This process runs pg-boss's upkeep: a killed worker's job is expired after 20 s and retried.
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: "pgboss",
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 5,
  });
  boss.on("error", () => {});
  await boss.start();
  for (const queue of JOB_NAMES) await boss.createQueue(queue, { name: queue, policy: "short" });
  const ids: string[] = [];
  for (let i = 0; i < LOANS; i += 500) {
    const rows = await db
      .insert(applications)
      .values(
        Array.from({ length: Math.min(500, LOANS - i) }, () => ({
          flow: "new" as const,
          landingVersion: "A" as const,
          lendingSystem: "encompass" as const,
          applicationStatus: "applicationSubmitted" as const,
        })),
      )
      .returning({ id: applications.id });
    ids.push(...rows.map((r) => r.id));
  }
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await db
      .insert(loanDeliveries)
      .values(chunk.map((applicationId) => ({ applicationId, system: "encompass" as const })));
    await boss.insert(
      chunk.map((applicationId) => ({
        name: "loan.deliver",
        data: { applicationId },
        singletonKey: `deliver:${applicationId}`,
        retryLimit: 30,
        retryDelay: 1,
        expireInSeconds: 20,
      })),
    );
  }
  const server = await startEncompassServer({ concurrencyLimit: 30 });
  const accepted = async () =>
    (await db.select({ n: count() }).from(loanDeliveries).where(eq(loanDeliveries.state, "accepted")))[0]
      ?.n ?? 0;

  const spawn = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(path.join(here, "lending-system-worker.ts"), [], {
        execArgv: ["--import", "tsx"],
        env: { ...process.env, DATABASE_URL: databaseUrl, ENCOMPASS_URL: server.url },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      child.once("message", () => resolve(child));
      child.once("exit", (code) => reject(new Error(`a worker exited (${code}) before it was ready`)));
    });
  const started = performance.now();
  const workers = [await spawn(), await spawn()];
  const kills: { at: number; delivered: number }[] = [];
  const deadline = Date.now() + 60 * 60_000;
  let done = 0;
  while (done < LOANS && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    done = await accepted();
    // A worker is killed at a quarter, a half and three quarters of the run, mid-send.
    if (kills.length < KILLS && done >= ((kills.length + 1) * LOANS) / (KILLS + 1)) {
      const which = kills.length % 2;
      workers[which]?.removeAllListeners("exit");
      workers[which]?.kill("SIGKILL");
      kills.push({ at: (performance.now() - started) / 1000, delivered: done });
      workers[which] = await spawn();
    }
  }
  const wall = (performance.now() - started) / 1000;
  const perApplication = new Map<string, number>();
  for (const loan of server.loans.values())
    perApplication.set(loan.applicationId, (perApplication.get(loan.applicationId) ?? 0) + 1);
  const duplicates = [...perApplication.values()].reduce((n, c) => n + (c - 1), 0);
  const lost = ids.filter((id) => !perApplication.has(id)).length;
  for (const w of workers) {
    w.removeAllListeners("exit");
    w.kill("SIGKILL");
  }
  await boss.stop({ graceful: false, wait: true });
  await server.close();
  await connection.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
  return { created: server.loans.size, duplicates, lost, wall, kills, accepted: done };
}

const when = new Date().toISOString().slice(0, 16).replace("T", " ");
const exp = await exportTimes();
const run = await deliveries();
const cpu = os.cpus();
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(", ");
const section = `
## Lending system — ${when} UTC

Machine: ${os.availableParallelism()} cores × ${cpu[0]?.model.split(" ").slice(0, 2).join(" ") ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.

Export: ${SAMPLES} varied applications (one or two borrowers, one to three jobs, one to four accounts,
none to two other properties, purchase or refinance), each built, written as XML and validated
against the MISMO 3.4 schema in this process (the stores' reads are not counted); files of ${exp.kb.toFixed(0)} KB on average.

| step | p50 ms | p99 ms | max ms |
|---|---:|---:|---:|
| build + write + validate, per application | ${ms(exp.p50)} | ${ms(exp.p99)} | ${ms(exp.max)} |

Delivery: N = ${LOANS.toLocaleString("en-US")} submitted applications on PostgreSQL, two worker processes (pg-boss,
4 jobs at a time each) sending through the Encompass adapter to the Encompass-shaped test server
(5 ms a call); a worker was killed (SIGKILL) and started again ${run.kills.length} times, at ${run.kills
  .map((k) => `${k.at.toFixed(0)} s (${k.delivered} delivered)`)
  .join(", ")}; a killed worker's jobs expire after 20 s and are retried.

| loans created | duplicates | lost | delivered (accepted) | wall time |
|---:|---:|---:|---:|---:|
| ${run.created} | ${run.duplicates} | ${run.lost} | ${run.accepted} | ${run.wall.toFixed(1)} s |

No duplicates and none lost: ${run.duplicates === 0 && run.lost === 0 ? "yes" : "no"}. Load average when the run ended: ${load} (1, 5, 15 min) on ${os.availableParallelism()} cores shared with other work.
`;
console.log(section);
fs.appendFileSync(path.join(here, "RESULTS.md"), section);
process.exit(run.duplicates === 0 && run.lost === 0 ? 0 : 1);
