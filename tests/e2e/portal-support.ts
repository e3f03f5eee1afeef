import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import { readRunInfo } from "../../scripts/e2e-run-info.mjs";

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
