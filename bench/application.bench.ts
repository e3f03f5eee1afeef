/**
 * Issue 9's bench: 100 applicants with accepted HELOC offers complete the loan application at
 * once, on the embedded database, through the real /api/trpc handler, each from its own address
 * and calling the procedures the way the screens do (`get` with the screen, `save` with the
 * version it loaded, follow `next`). Any refusal is an error. Run with `npm run bench:application`.
 */
import fs from "node:fs";
import os from "node:os";
import {
  APPLICATION_ROOT,
  APPLICATION_STEPS,
  type ApplicationStepKey,
} from "@/domain/application/application-steps";
import { DECLARATIONS, DEMOGRAPHICS } from "../tests/integration/application/declarations-world";
import { apiUnderTest } from "../tests/integration/support/api-client";
import { debtDecisions } from "../tests/integration/support/application-debt-answers";
import {
  BUSINESS_INFORMATION,
  jobsAnswers,
  monthsAgo,
  PENSION_INCOME,
} from "../tests/integration/support/application-income-journeys";
import { applicantApplying } from "../tests/integration/support/application-journeys";
import {
  personalInfoAnswers,
  subjectPropertyAnswers,
} from "../tests/integration/support/application-personal-answers";
import { reportPropertiesConfirmed } from "../tests/integration/support/application-real-estate-answers";
import { type Browser, browser } from "../tests/integration/support/auth-client";
import { type JourneyWorld, type Person, person } from "../tests/integration/support/prequal-journeys";
import { freshDatabase } from "../tests/integration/support/test-database";

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 100);
/** Applicants prepared at once: enough to be quick, few enough that preparation does not crowd itself out. */
const PREPARE_BATCH = 10;

interface Applicant {
  index: number;
  browser: Browser;
  borrower: Person;
  coborrower?: Person;
  selfEmployed: boolean;
}

/** A mix the screens meet: every 2nd a landlord (a rental on step 3), every 4th self-employed, every 5th with a coborrower. */
function plan(index: number) {
  if (index === APPLICANTS) return SOLO;
  return {
    borrower: person(index % 2 === 0 ? "Landlord" : "Lee"),
    coborrower: index % 5 === 0 ? person("Lee", { firstName: "Ben" }) : undefined,
    selfEmployed: index % 4 === 1,
  };
}

/**
 * One more applicant, with every screen (a rental, a business, a coborrower), who applies alone
 * after the others: what each call costs without the crowd, on the same warmed-up process.
 */
const SOLO = {
  borrower: person("Landlord"),
  coborrower: person("Lee", { firstName: "Ben" }) as Person | undefined,
  selfEmployed: true,
};

const connection = await freshDatabase();
const api = apiUnderTest(connection);
let addresses = 0;
/** What applicantApplying needs of a world: browsers from addresses of their own, and the mailed code. */
const world: JourneyWorld = {
  browser: () => {
    const n = ++addresses;
    return browser(api, { address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  },
  mailedCode(to: string) {
    const message = api.mail.sent.filter((m) => m.to === to).at(-1);
    const code = message?.subject.match(/^(\d{6}) is your/)?.[1];
    if (!code) throw new Error(`No code was mailed to ${to}`);
    return code;
  },
};

// ---- Preparation: accepted offers, in batches (not measured) ----
const preparedAt = performance.now();
const applicants: Applicant[] = [];
for (let start = 0; start <= APPLICANTS; start += PREPARE_BATCH) {
  const batch = Array.from({ length: Math.min(PREPARE_BATCH, APPLICANTS + 1 - start) }, (_, i) => start + i);
  applicants.push(
    ...(await Promise.all(
      batch.map(async (index) => {
        const { borrower, coborrower, selfEmployed } = plan(index);
        const applying = await applicantApplying(world, { borrower, coborrower });
        return { index, ...applying, selfEmployed };
      }),
    )),
  );
  process.stdout.write(`\rprepared ${applicants.length} of ${APPLICANTS + 1} applicants`);
}
const preparationSeconds = (performance.now() - preparedAt) / 1000;
console.log(` in ${preparationSeconds.toFixed(1)} s`);

// ---- The measured part: every applicant completes the application at once ----
const crowd = new Map<string, number[]>();
const alone = new Map<string, number[]>();
/** Where timings go: the crowd's, then the solo applicant's. */
let latencies = crowd;
const errors = new Map<string, number>();
const failures: string[] = [];

/** One call, timed under its procedure's name; a refusal is counted and ends the applicant's run. */
async function timed<T>(procedure: string, call: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    const answer = await call();
    latencies.set(procedure, [...(latencies.get(procedure) ?? []), performance.now() - start]);
    return answer;
  } catch (error) {
    errors.set(procedure, (errors.get(procedure) ?? 0) + 1);
    latencies.set(procedure, [...(latencies.get(procedure) ?? []), performance.now() - start]);
    throw error;
  }
}

const STEP_BY_SLUG = new Map(APPLICATION_STEPS.map((step) => [step.slug, step.key]));

/** The screen a path names: its step and whose turn (`?borrower=coborrower`). */
function screenOf(path: string): { step: ApplicationStepKey; who: "borrower" | "coborrower" } {
  const url = new URL(path, "http://localhost");
  const step = STEP_BY_SLUG.get(url.pathname.slice(APPLICATION_ROOT.length + 1));
  if (!step) throw new Error(`${path} is no application screen`);
  return { step, who: url.searchParams.get("borrower") === "coborrower" ? "coborrower" : "borrower" };
}

/** One screen: load it, answer it at the version it loaded; where the save sends the applicant next. */
async function completeScreen(a: Applicant, step: ApplicationStepKey, who: "borrower" | "coborrower") {
  const app = a.browser.trpc.application;
  const first = who === "coborrower" ? a.coborrower?.firstName : a.borrower.firstName;
  switch (step) {
    case "personalInfo": {
      const { version } = await timed("personalInfo.get", () => app.personalInfo.get.query({ who }));
      const answers = personalInfoAnswers({ firstName: first });
      return timed("personalInfo.save", () => app.personalInfo.save.mutate({ who, version, answers }));
    }
    case "subjectProperty": {
      const { version } = await timed("subjectProperty.get", () => app.subjectProperty.get.query());
      const answers = subjectPropertyAnswers() as never; // the form's strings, as the tests send them
      return timed("subjectProperty.save", () => app.subjectProperty.save.mutate({ version, answers }));
    }
    case "realEstate": {
      const { version, answers } = await timed("realEstate.get", () => reportPropertiesConfirmed(a.browser));
      return timed("realEstate.save", () => app.realEstate.save.mutate({ version, answers }));
    }
    case "employment": {
      const { version } = await timed("employment.get", () => app.employment.get.query({ who }));
      const owned = a.selfEmployed && who === "borrower" ? "40" : "";
      const answers = jobsAnswers([[monthsAgo(30), undefined, { percentageOwned: owned }]]);
      return timed("employment.save", () => app.employment.save.mutate({ who, version, answers }));
    }
    case "incomeVerification": {
      const { version } = await timed("incomeVerification.get", () => app.incomeVerification.get.query());
      const answers = { method: "manual" as const };
      return timed("incomeVerification.save", () => app.incomeVerification.save.mutate({ version, answers }));
    }
    case "businessInformation": {
      const { version } = await timed("businessInformation.get", () =>
        app.businessInformation.get.query({ who }),
      );
      return timed("businessInformation.save", () =>
        app.businessInformation.save.mutate({ who, version, answers: BUSINESS_INFORMATION }),
      );
    }
    case "otherIncome": {
      const { version } = await timed("otherIncome.get", () => app.otherIncome.get.query({ who }));
      return timed("otherIncome.save", () =>
        app.otherIncome.save.mutate({ who, version, answers: PENSION_INCOME }),
      );
    }
    case "debtConsolidation": {
      const chosen = await timed("debtConsolidation.get", () => debtDecisions(a.browser));
      return timed("debtConsolidation.save", () => app.debtConsolidation.save.mutate(chosen as never));
    }
    case "demographics": {
      const { version } = await timed("demographics.get", () => app.demographics.get.query({ who }));
      return timed("demographics.save", () =>
        app.demographics.save.mutate({ who, version, answers: DEMOGRAPHICS }),
      );
    }
    case "declarations": {
      const { version } = await timed("declarations.get", () => app.declarations.get.query({ who }));
      return timed("declarations.save", () =>
        app.declarations.save.mutate({ who, version, answers: DECLARATIONS }),
      );
    }
    case "summary":
      throw new Error("the summary is no step to save");
  }
}

/** One applicant's whole application, from where application.journey says to resume to completion. */
async function completeApplication(a: Applicant) {
  const app = a.browser.trpc.application;
  let path = (await timed("journey", () => app.journey.query())).resume;
  for (let screens = 0; screens < 30; screens++) {
    const { step, who } = screenOf(path);
    if (step === "summary") {
      await timed("summary.get", () => app.summary.get.query());
      await timed("summary.complete", () => app.summary.complete.mutate());
      const journey = await timed("journey", () => app.journey.query());
      if (!journey.completed) throw new Error("the application is not marked completed");
      return;
    }
    path = (await completeScreen(a, step, who)).next;
  }
  throw new Error(`applicant ${a.index} never reached the summary`);
}

const solo = applicants.pop() as Applicant;
const startedAt = performance.now();
await Promise.all(
  applicants.map((a) =>
    completeApplication(a).catch((error: unknown) => {
      failures.push(`applicant ${a.index}: ${error instanceof Error ? error.message : String(error)}`);
    }),
  ),
);
const wallSeconds = (performance.now() - startedAt) / 1000;
latencies = alone;
await completeApplication(solo).catch((error: unknown) => {
  failures.push(`the solo applicant: ${error instanceof Error ? error.message : String(error)}`);
});
await connection.close();

// ---- Report ----
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (n: number) => n.toFixed(1);
const mean = (times: number[] | undefined) =>
  times?.length ? times.reduce((sum, t) => sum + t, 0) / times.length : Number.NaN;
// In the order an applicant meets them.
const ORDER = [
  "journey",
  ...APPLICATION_STEPS.flatMap((step) =>
    step.key === "summary" ? ["summary.get", "summary.complete"] : [`${step.key}.get`, `${step.key}.save`],
  ),
];
const rows = [...crowd]
  .sort(([x], [y]) => ORDER.indexOf(x) - ORDER.indexOf(y))
  .map(([procedure, times]) => {
    const sorted = [...times].sort((x, y) => x - y);
    return {
      procedure: `application.${procedure}`,
      alone: mean(alone.get(procedure)),
      calls: sorted.length,
      errors: errors.get(procedure) ?? 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
    };
  });
const calls = rows.reduce((sum, r) => sum + r.calls, 0);
const errorCount = rows.reduce((sum, r) => sum + r.errors, 0);
const table = [
  "| procedure | calls | errors | p50 ms | p95 ms | p99 ms | max ms | alone ms |",
  "|---|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.procedure} | ${r.calls} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.alone)} |`,
  ),
].join("\n");

const completed = APPLICANTS - failures.length;
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(", ");
const cpus = os.cpus();
const machine = `${cpus.length} cores × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const entry = `
## Application — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

Machine: ${machine}.

${APPLICANTS} applicants with accepted HELOC offers (prepared beforehand in batches of ${PREPARE_BATCH}, ${preparationSeconds.toFixed(0)} s, not measured;
${applicants.filter((a) => a.borrower.lastName === "Landlord").length} own a rental, ${applicants.filter((a) => a.selfEmployed).length} are self-employed, ${applicants.filter((a) => a.coborrower).length} apply with a coborrower) complete the application at once,
in one process on one in-memory PGlite database, through the real \`/api/trpc\` handler, each from its own address.
Each screen is \`get\` then \`save\` at the version it loaded, following the \`next\` the save answers, from
\`application.journey\`'s resume to \`application.summary.complete\`, then \`application.journey\` again.
A latency is one call from the typed client to its answer, including the wait for the one database and the
event loop shared by all ${APPLICANTS} applicants: these figures measure contention at ${APPLICANTS}× concurrency on one
embedded database, not a single screen's own cost. That cost is the last column: one more applicant (a rental, a
business, a coborrower) completing the application alone afterwards on the same warmed-up process, mean ms per call.

${table}

Completed: ${completed} of ${APPLICANTS}. ${calls} calls in ${wallSeconds.toFixed(1)} s wall time: ${(calls / wallSeconds).toFixed(0)} calls/s. Errors (refusals): ${errorCount}.
Each applicant has one call in flight at a time, so by Little's law a call waits about ${APPLICANTS} ÷ ${(calls / wallSeconds).toFixed(0)} calls/s
≈ ${ms((APPLICANTS / calls) * wallSeconds * 1000)} ms on average (measured mean: ${ms(mean([...crowd.values()].flat()))} ms): the latencies above are mostly the queue for the one
database and event loop, against ${ms(mean([...alone.values()].flat()))} ms per call alone. Load average when the run ended: ${load} (1, 5, 15 min) on ${cpus.length} cores shared with other work.
${
  failures.length
    ? `\nApplicants that did not finish, first five:\n\n${failures
        .slice(0, 5)
        .map((f) => `- ${f}`)
        .join("\n")}\n`
    : ""
}`;
console.log(entry);
fs.appendFileSync(new URL("./RESULTS.md", import.meta.url), entry);
if (errorCount > 0 || failures.length > 0) process.exitCode = 1;
