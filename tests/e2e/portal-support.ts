import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import { readRunInfo } from "../../scripts/e2e-run-info.mjs";
import { hydrated } from "./fixtures";

/** The server of this run (scripts/e2e-server.mjs): its data folder and the demo admin's sign-in. */
export function runInfo() {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is unset: run the browser tests through playwright.config.ts");
  return readRunInfo(port);
}

export function demoAdmin() {
  const admin = runInfo().demoAdmin;
  if (!admin) throw new Error("The server printed no demo admin sign-in: was its database not empty?");
  return admin;
}

/** The demo lender administrator's sign-in (decision 090), printed beside the partner admin's. */
export function demoLenderAdmin() {
  const admin = runInfo().demoLenderAdmin;
  if (!admin) throw new Error("The server printed no demo lender administrator: was its database not empty?");
  return admin;
}

/** An authenticator app's current code for a setup key as the page shows it ("ABCD EFGH …"). */
export function authenticatorCode(setupKey: string): Promise<string> {
  return generate({ secret: setupKey.replace(/\s/g, "") });
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The accept-invitation link of the newest message to `email` in DATA_DIR/outbox (the offline mail). */
export async function invitationLinkFor(email: string): Promise<string> {
  const outbox = path.join(runInfo().dataDir, "outbox");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .filter((f) => f.endsWith(".eml"))
              .sort()
          : [];
        for (const file of files.reverse()) {
          const message = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), "utf8"));
          if (!new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi").test(message)) continue;
          link = /https?:\/\/[^\s"<>]+\/portal\/accept-invitation#token=[^\s"<>]+/.exec(message)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `an invitation e-mail to ${email} in the outbox`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/**
 * A first sign-in to the portal: e-mail and password, set up the authenticator from the setup key
 * the page shows, save the recovery codes, and arrive at the portal home.
 */
export async function signInWithEnrolment(page: Page, who: { email: string; password: string }) {
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the partner portal" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Work e-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Set up your authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const setupKey = await page.getByLabel("Setup key").inputValue();
  expect(setupKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await page.getByLabel("6-digit code").fill(await authenticatorCode(setupKey));
  await page.getByRole("button", { name: "Confirm and continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Save your recovery codes" })).toBeVisible();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await page.getByRole("button", { name: "Continue to the portal" }).click();
  await expect(page.getByText("Tick the box once you’ve saved these codes somewhere safe.")).toBeVisible();
  await page.getByLabel("I’ve saved these codes").check();
  await page.getByRole("button", { name: "Continue to the portal" }).click();
  return setupKey;
}

/**
 * A demo account's authenticator as the first test to sign it in this run set it up: the setup key
 * and the 30-second step of the last code used (the server accepts each step once). The specs that
 * sign a demo account in run one at a time (playwright.config.ts: their project has one worker), so
 * a file per account in the run's data folder is enough for them to share it.
 */
interface DemoAuthenticator {
  setupKey: string;
  lastStep: number;
}

type DemoAccount = { email: string; password: string };

const demoAuthenticatorFile = (who: DemoAccount) =>
  path.join(runInfo().dataDir, `e2e-authenticator-${who.email.replace(/[^a-z0-9.@-]/gi, "_")}.json`);
const stepNow = () => Math.floor(Date.now() / 30_000);

function readDemoAuthenticator(who: DemoAccount): DemoAuthenticator | null {
  const file = demoAuthenticatorFile(who);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as DemoAuthenticator) : null;
}

function keepDemoAuthenticator(who: DemoAccount, setupKey: string) {
  fs.writeFileSync(demoAuthenticatorFile(who), JSON.stringify({ setupKey, lastStep: stepNow() }), {
    mode: 0o600,
  });
}

/**
 * Signs a demo account in from the sign-in page, whichever test comes first: the first enrols it
 * (`signInWithEnrolment`, every step checked) and keeps the setup key; later ones enter a code from
 * it, waiting for a step no code was used in yet.
 */
async function signInAsDemoAccount(page: Page, who: DemoAccount) {
  const known = readDemoAuthenticator(who);
  if (!known) {
    keepDemoAuthenticator(who, await signInWithEnrolment(page, who));
    return;
  }
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the partner portal" })).toBeVisible();
  await page.getByLabel("Work e-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter your authenticator code" })).toBeVisible();
  await expect
    .poll(stepNow, { message: "a 30-second step with no code used yet", timeout: 35_000, intervals: [500] })
    .toBeGreaterThan(known.lastStep);
  await page.getByLabel("6-digit code").fill(await authenticatorCode(known.setupKey));
  keepDemoAuthenticator(who, known.setupKey);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The demo organisation's administrator (a partner's), signed in on the sign-in page. */
export function signInAsDemoAdmin(page: Page) {
  return signInAsDemoAccount(page, demoAdmin());
}

/**
 * The demo lender administrator, signed in on the sign-in page: the lender's staff reach every
 * organisation's files and the direct applicants', with every permission the loan file needs.
 */
export function signInAsDemoLenderAdmin(page: Page) {
  return signInAsDemoAccount(page, demoLenderAdmin());
}
