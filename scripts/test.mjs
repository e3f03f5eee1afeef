// `npm test`: lint, unit and integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), build, type-check, HTTP tests against the built server, then browser tests (Playwright).
// Exits non-zero on any failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";
import { CHROMIUM_MISSING, hasChromium } from "./chromium-path.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "keystone-test-"));
const totals = { passed: 0, failed: 0 };
const failures = [];

process.env.NEXT_TELEMETRY_DISABLED = "1";

if (!hasChromium()) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function vitest(label, projects, env = {}) {
  const report = path.join(reports, `${label.replace(/\W+/g, "-")}.json`);
  const args = [
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
  const passed = run(label, bin("vitest"), args, env);
  if (!fs.existsSync(report)) return;
  const summary = JSON.parse(fs.readFileSync(report, "utf8"));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  if (!passed && summary.numFailedTests === 0) {
    // Only the log's tail may reach a reader: say where the cause is.
    failures[failures.length - 1] +=
      ' (no test failed: see Vitest\'s "Unhandled Errors" or failed files above)';
  }
}

/** Playwright's run, its counts added from its JSON report: flaky tests passed on their retry. */
function playwright(label) {
  const report = path.join(reports, "playwright.json");
  run(label, bin("playwright"), ["test"], { E2E_JSON_REPORT: report });
  if (!fs.existsSync(report)) return;
  const { expected, unexpected, flaky, skipped } = JSON.parse(fs.readFileSync(report, "utf8")).stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  if (flaky || skipped) console.log(`(browser tests: ${flaky} passed only on a retry, ${skipped} skipped)`);
}

run("lint (Biome)", bin("biome"), ["ci", "."]);
vitest("unit and integration tests on embedded PGlite", ["unit", "integration"]);
if (process.env.TEST_DATABASE_URL) {
  vitest("integration tests on PostgreSQL", ["integration"], { INTEGRATION_TARGET: "postgres" });
} else {
  console.log("\n(TEST_DATABASE_URL is unset: integration tests ran on PGlite only.)");
}
console.log("\n▶ build");
buildIfStale();
run("type-check", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]);
vitest("HTTP tests against the built server", ["http"]);
playwright("browser tests");

fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${failures.length ? `Failed steps: ${failures.join(", ")}` : "All steps passed."}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length || totals.failed ? 1 : 0);
