// `npm test`: lint, unit and integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), build, type-check, HTTP tests against the built server, then browser tests (Playwright).
// Independent stages run side by side, as many at once as the machine has cores (scripts/stages.mjs):
// the type-check and the PostgreSQL integration tests beside the build, lint beside the unit tests;
// the HTTP and browser tests once the build is done. Exits non-zero on any failure.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_MISSING, hasChromium } from "./chromium-path.mjs";
import { runStages, summaryTable } from "./stages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-test-"));
const totals = { passed: 0, failed: 0 };

process.env.NEXT_TELEMETRY_DISABLED = "1";

if (!hasChromium()) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}

const reportFile = (name) => path.join(reports, `${name.replace(/\W+/g, "-")}.json`);

/** A Vitest run of `projects`, its counts added from its JSON report. */
function vitest(name, projects, env = {}) {
  return {
    name,
    async run({ exec, note }) {
      const report = reportFile(name);
      const args = [
        "run",
        ...projects.flatMap((p) => ["--project", p]),
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${report}`,
      ];
      const passed = await exec(bin("vitest"), args, env);
      if (!fs.existsSync(report)) return false;
      const summary = JSON.parse(fs.readFileSync(report, "utf8"));
      totals.passed += summary.numPassedTests;
      totals.failed += summary.numFailedTests;
      // Only the log's tail may reach a reader: say where the cause is.
      if (!passed && summary.numFailedTests === 0) {
        note('(no test failed: see Vitest\'s "Unhandled Errors" or failed files above)');
      }
      return passed;
    },
  };
}

/** Playwright's run, its counts added from its JSON report: flaky tests passed on their retry. */
const browserTests = {
  name: "browser tests",
  after: ["build"],
  async run({ exec, note }) {
    const report = reportFile("playwright");
    const passed = await exec(bin("playwright"), ["test"], { E2E_JSON_REPORT: report });
    if (!fs.existsSync(report)) return false;
    const { expected, unexpected, flaky, skipped } = JSON.parse(fs.readFileSync(report, "utf8")).stats;
    totals.passed += expected + flaky;
    totals.failed += unexpected;
    if (flaky || skipped) note(`(browser tests: ${flaky} passed only on a retry, ${skipped} skipped)`);
    return passed;
  },
};

const command = (name, file, args, after = []) => ({
  name,
  after,
  run: ({ exec }) => exec(file, args),
});

// In order of priority: when a slot frees, the first stage whose needs are met starts. The build
// and what waits for it (the browser tests, the longest stage) go first.
const stages = [
  command("Next's types for the type-check", process.execPath, ["scripts/type-check-snapshot.mjs"]),
  command("build", process.execPath, ["scripts/build-if-stale.mjs"], ["Next's types for the type-check"]),
  browserTests,
  command(
    "type-check",
    bin("tsc"),
    ["--noEmit", "-p", ".next-typecheck/tsconfig.json"],
    ["Next's types for the type-check"],
  ),
  ...(process.env.TEST_DATABASE_URL
    ? [vitest("integration tests on PostgreSQL", ["integration"], { INTEGRATION_TARGET: "postgres" })]
    : []),
  vitest("unit and integration tests on embedded PGlite", ["unit", "integration"]),
  command("lint (Biome)", bin("biome"), ["ci", "."]),
  { ...vitest("HTTP tests against the built server", ["http"]), after: ["build"] },
];

if (!process.env.TEST_DATABASE_URL) {
  console.log("(TEST_DATABASE_URL is unset: integration tests run on PGlite only.)");
}
const slots = Math.max(2, os.availableParallelism());
console.log(`Running ${stages.length} stages, at most ${slots} at once.\n`);
const outcome = await runStages(stages, { slots, cwd: root, env: process.env });

fs.rmSync(reports, { recursive: true, force: true });
const failed = stages.filter((stage) => outcome.results.get(stage.name).status !== "passed");
console.log(summaryTable(stages, outcome));
console.log(
  `\n${failed.length ? `Failed steps: ${failed.map((stage) => stage.name).join(", ")}` : "All steps passed."}`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed.length || totals.failed ? 1 : 0);
