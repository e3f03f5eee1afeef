import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_MISSING, chromiumPath, hasChromium } from "./scripts/chromium-path.mjs";
import { freePort } from "./scripts/server-process.mjs";

if (!hasChromium()) throw new Error(CHROMIUM_MISSING);

// The runner picks the port once; its workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
// The server's throw-away data folder, made here so the workers can read its mail outbox
// (tests/e2e/outbox.ts); scripts/e2e-server.mjs removes it when the server stops.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "keystone-e2e-"));

/**
 * The specs that sign in as one of the server's demo admins (`signInAsDemoAdmin`, the partner's;
 * `signInAsDemoLenderAdmin`, the lender's).
 */
const DEMO_ADMIN_SPECS = [
  "**/portal-conditions.spec.ts",
  "**/portal-idle-timeout.spec.ts",
  "**/portal-loan-file.spec.ts",
  "**/portal-organisations-and-roles.spec.ts",
  "**/portal-referrals.spec.ts",
  "**/portal-sign-in-and-manage-users.spec.ts",
  "**/portal-underwriting.spec.ts",
  "**/referral-keeps-submitted-application.spec.ts",
  "**/requests-and-messages.spec.ts",
];

/**
 * Browser tests in Debian's Chromium against the built site, served the way `npm start` serves it
 * (scripts/e2e-server.mjs builds first when the sources changed). `npm test` reads the JSON report.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/e2e",
  // As many workers as the machine has cores: each spec makes its own applicants and addresses on
  // the one server, so files run side by side (tests within a file run in order, in one worker).
  workers: os.availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/e2e-report.json" }],
  ],
  use: {
    baseURL,
    viewport: { width: 375, height: 812 },
    // The site honours reduced motion (global.css), so no check sees a half-faded screen.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: DEMO_ADMIN_SPECS, use: { browserName: "chromium" } },
    // Each demo admin is one account with one authenticator (tests/e2e/portal-support.ts): the
    // specs that sign them in take turns, beside the others.
    {
      name: "demo admin, one at a time",
      testMatch: DEMO_ADMIN_SPECS,
      workers: 1,
      use: { browserName: "chromium" },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${process.env.E2E_PORT} ${process.env.E2E_DATA_DIR}`,
    url: `${baseURL}/api/health`,
    // A first build on two cores takes a few minutes.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // SIGINT reaches the whole process group: the server drains, then the data folder is removed.
    gracefulShutdown: { signal: "SIGINT", timeout: 20_000 },
  },
});
