/**
 * Issue 9's bench: 100 applicants with accepted offers (HELOCs, and mortgages to buy or refinance
 * with asset accounts) complete the loan application at once, on the embedded database, through the real /api/trpc handler, each from its own address
 * and calling the procedures the way the screens do (`get` with the screen, `save` with the
 * version it loaded, follow `next`). Any refusal is an error. Run with `npm run bench:application`.
 */
import fs from "node:fs";
import os from "node:os";
import { eq } from "drizzle-orm";
import {
  APPLICATION_ROOT,
  APPLICATION_STEPS,
  type ApplicationStepKey,
} from "@/domain/application/application-steps";
import { applications } from "@/server/db/schema";
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
  /** A mortgage to buy or refinance the home (step 2's transaction, step 3's accounts), or a HELOC. */
  mortgage?: "purchase" | "refinance";
  /** Connects the borrower's payroll on step 5 (income verification sandbox) instead of documents. */
  connectsPayroll: boolean;
}

/**
 * A mix the screens meet: every 2nd a landlord (a rental on step 3), every 4th self-employed, every
 * 5th with a coborrower, every 3rd a mortgage (purchase and refinance in turn, each with an asset
 * account), every 3rd (others) connecting payroll.
 */
function plan(index: number) {
  if (index === APPLICANTS) return SOLO;
  return {
    borrower: person(index % 2 === 0 ? "Landlord" : "Lee"),
    coborrower: index % 5 === 0 ? person("Lee", { firstName: "Ben" }) : undefined,
    selfEmployed: index % 4 === 1,
    mortgage: index % 6 === 0 ? ("purchase" as const) : index % 6 === 3 ? ("refinance" as const) : undefined,
    connectsPayroll: index % 3 === 1,
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
  mortgage: "purchase" as "purchase" | "refinance" | undefined,
  connectsPayroll: true,
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

/**
 * The journey walks to a HELOC offer; a mortgage applicant's row becomes a mortgage to buy or to
 * refinance (cash out), as the prequal's new-mortgage step would have left it.
 */
async function makeMortgage(email: string, purpose: "purchase" | "refinance") {
  const rows = await connection.db.select().from(applications);
  const row = rows.find((r) => (r.answers as { borrower?: { email?: string } }).borrower?.email === email);
  if (!row) throw new Error(`no application for ${email}`);
  const mortgagePurpose =
    purpose === "purchase"
      ? { mortgagePurpose: "purchase", purchasePrice: 450_000, downPayment: 90_000 }
      : { mortgagePurpose: "cashOut", cashOutAmount: 40_000 };
  await connection.db
    .update(applications)
    .set({ product: "mortgage", answers: { ...row.answers, product: "mortgage", ...mortgagePurpose } })
    .where(eq(applications.id, row.id));
}

/** Step 2's transaction as the form sends it, for a mortgage. */
const TRANSACTIONS = {
  purchase: {
    purpose: "purchase",
    purchasePrice: "$450,000",
    downPayment: "$90,000",
    downPaymentSource: "checkingSavings",
    gifts: [],
  },
  refinance: { purpose: "refinance", refinancePurpose: "cashOut", cashOutAmount: "$40,000" },
};

/** Step 3's account for a mortgage (Form 1003 2a), its number sealed by the server. */
const ASSET_ACCOUNT = {
  institution: "First Credit Union",
  accountType: "savings" as const,
  balance: "$60,000",
  accountNumber: "0098-7654-321",
};

// ---- Preparation: accepted offers, in batches (not measured) ----
const preparedAt = performance.now();
const applicants: Applicant[] = [];
for (let start = 0; start <= APPLICANTS; start += PREPARE_BATCH) {
  const batch = Array.from({ length: Math.min(PREPARE_BATCH, APPLICANTS + 1 - start) }, (_, i) => start + i);
  applicants.push(
    ...(await Promise.all(
      batch.map(async (index) => {
        const { borrower, coborrower, selfEmployed, mortgage, connectsPayroll } = plan(index);
        const applying = await applicantApplying(world, { borrower, coborrower });
        if (mortgage) await makeMortgage(borrower.email, mortgage);
        return { index, ...applying, selfEmployed, mortgage, connectsPayroll };
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
      // The form's strings, as the tests send them.
      const answers = (
        a.mortgage
          ? subjectPropertyAnswers({ product: "mortgage", transaction: TRANSACTIONS[a.mortgage] })
          : subjectPropertyAnswers()
      ) as never;
      return timed("subjectProperty.save", () => app.subjectProperty.save.mutate({ version, answers }));
    }
    case "realEstate": {
      const { version, answers } = await timed("realEstate.get", () => reportPropertiesConfirmed(a.browser));
      const assets = a.mortgage ? [ASSET_ACCOUNT] : [];
      return timed("realEstate.save", () =>
        app.realEstate.save.mutate({ version, answers: { ...answers, assets } }),
      );
    }
    case "employment": {
      const { version } = await timed("employment.get", () => app.employment.get.query({ who }));
      const owned = a.selfEmployed && who === "borrower" ? "40" : "";
      const answers = jobsAnswers([[monthsAgo(30), undefined, { percentageOwned: owned }]]);
      return timed("employment.save", () => app.employment.save.mutate({ who, version, answers }));
    }
    case "incomeVerification": {
      const { version } = await timed("incomeVerification.get", () => app.incomeVerification.get.query());
      // The employer step 4 entered by hand: its payroll replaces the job with a verified one.
      if (a.connectsPayroll)
        await timed("incomeVerification.connect", () =>
          app.incomeVerification.connect.mutate({ who: "borrower", answers: { employerName: "Employer 1" } }),
        );
      const answers = { method: a.connectsPayroll ? ("connect" as const) : ("manual" as const) };
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
      const { version, purchase } = await timed("declarations.get", () =>
        app.declarations.get.query({ who }),
      );
      // Form 1003 5a B is asked in a purchase only.
      const answers = purchase
        ? { ...DECLARATIONS, hasSpecialBorrowerSellerRelationship: false }
        : DECLARATIONS;
      return timed("declarations.save", () => app.declarations.save.mutate({ who, version, answers }));
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
    step.key === "summary"
      ? ["summary.get", "summary.complete"]
      : step.key === "incomeVerification"
        ? ["incomeVerification.get", "incomeVerification.connect", "incomeVerification.save"]
        : [`${step.key}.get`, `${step.key}.save`],
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

${APPLICANTS} applicants with accepted offers (prepared beforehand in batches of ${PREPARE_BATCH}, ${preparationSeconds.toFixed(0)} s, not measured;
${applicants.filter((a) => a.borrower.lastName === "Landlord").length} own a rental, ${applicants.filter((a) => a.selfEmployed).length} are self-employed, ${applicants.filter((a) => a.coborrower).length} apply with a coborrower,
${applicants.filter((a) => a.mortgage === "purchase").length} buy and ${applicants.filter((a) => a.mortgage === "refinance").length} refinance with a mortgage (an asset account each), the rest a HELOC,
${applicants.filter((a) => a.connectsPayroll).length} connect their payroll through the income-verification sandbox) complete the application at once,
in one process on one in-memory PGlite database, through the real \`/api/trpc\` handler, each from its own address.
Each screen is \`get\` then \`save\` at the version it loaded, following the \`next\` the save answers, from
\`application.journey\`'s resume to \`application.summary.complete\`, then \`application.journey\` again.
A latency is one call from the typed client to its answer, including the wait for the one database and the
event loop shared by all ${APPLICANTS} applicants: these figures measure contention at ${APPLICANTS}× concurrency on one
embedded database, not a single screen's own cost. That cost is the last column: one more applicant (a rental, a
business, a coborrower, a purchase mortgage, a payroll connection) completing the application alone afterwards on the same warmed-up process, mean ms per call.

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
