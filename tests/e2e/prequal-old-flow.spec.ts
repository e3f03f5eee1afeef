import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { type RunningServer, startServer } from "../../scripts/server-process.mjs";
import { expect, test } from "./fixtures";
import { Inbox, newApplicantEmail } from "./outbox";

/**
 * The old prequalification flow (spec §2 /app/initial-setup, landing versions A and B) in a phone's
 * 375 × 812 viewport (playwright.config.ts), from the entry step to the offer, for the credit
 * bureau sandbox's default persona (any last name: a good file with one mortgage) in a state the
 * lender is licensed in (LENDER_LICENSED_STATES defaults to DE: ZIP 19801).
 */

const BASE = "/app/initial-setup";

type Axe = () => Promise<string[]>;

/** A step has loaded: its h1, its counter, and no serious or critical accessibility violation. */
async function onStep(page: Page, axe: Axe, heading: string | RegExp, counter: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: counter })).toBeVisible();
  await expect(page.getByText(counter, { exact: true })).toBeVisible();
  expect(await axe(), `accessibility of "${heading}"`).toEqual([]);
  // The page fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** The page shows an old-flow step (whichever server serves it); the credit check may take a while. */
async function atStep(page: Page, slug: string) {
  await expect(page).toHaveURL(new RegExp(`${BASE}/${slug}$`), { timeout: 20_000 });
}

async function proceed(page: Page, label = "Continue") {
  const button = page.getByRole("button", { name: label, exact: true });
  await expect(button).toBeEnabled();
  await button.click();
}

/** Landing step 1 by keyboard alone: Tab into each field, type, Enter submits. */
async function nameByKeyboard(page: Page, lastName: string) {
  const first = page.getByLabel("First name", { exact: true });
  await first.focus();
  await page.keyboard.type("Ada");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Last name", { exact: true })).toBeFocused();
  await page.keyboard.type(lastName);
  // Enter submits once the answers are valid (a disabled Continue blocks implicit submission).
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await page.keyboard.press("Enter");
}

/** Landing step 2: the e-mail and phone make the account; the code from the outbox signs in. */
async function createAccount(page: Page, axe: Axe, inbox: Inbox) {
  await page.getByLabel("E-mail address", { exact: true }).fill(inbox.email);
  await page.getByLabel("Mobile phone", { exact: true }).fill("3025550142");
  await proceed(page, "E-mail me a code");
  await expect(page.getByRole("heading", { level: 1, name: "Enter the code we e-mailed you" })).toBeVisible();
  expect(await axe(), "accessibility of the code view").toEqual([]);
  await page.getByLabel("6-digit code", { exact: true }).fill(await inbox.nextCode());
  await proceed(page, "Create my account");
}

async function money(page: Page, label: string, amount: string) {
  await page.getByLabel(label, { exact: true }).fill(amount);
}

/** A radio card chosen with the keyboard: focus it, Space. */
async function chooseCard(radio: Locator) {
  await radio.focus();
  await radio.press("Space");
  await expect(radio).toBeChecked();
}

/** Steps 3 to 8 (version A numbering), the same in both versions. */
async function fromValueToZip(page: Page, axe: Axe, total: number) {
  await atStep(page, "property-value");
  await onStep(page, axe, "What do you think your home is worth?", `Step 3 of ${total}`);
  await money(page, "Estimated home value", "450000");
  await expect(page.getByLabel("Estimated home value", { exact: true })).toHaveValue("$450,000");
  await proceed(page);

  await onStep(page, axe, "About how much do you still owe on your home?", `Step 4 of ${total}`);
  // Back keeps the answer given, and the way forward again too.
  await page.getByRole("link", { name: "Back" }).click();
  await atStep(page, "property-value");
  await expect(page.getByLabel("Estimated home value", { exact: true })).toHaveValue("$450,000");
  await proceed(page);
  await money(page, "Mortgage balance", "150000");
  await proceed(page);

  await onStep(page, axe, "Do you want to keep your current first mortgage?", `Step 5 of ${total}`);
  await expect(page.getByText("A home equity line leaves it as it is", { exact: false })).toBeVisible();
  await chooseCard(page.getByRole("radio", { name: "Yes, keep it as it is" }));
  await proceed(page);

  await onStep(page, axe, "Are you self-employed?", `Step 6 of ${total}`);
  await chooseCard(page.getByRole("radio", { name: "No" }));
  await proceed(page);

  await onStep(page, axe, "How would you describe your credit?", `Step 7 of ${total}`);
  for (const card of ["Excellent", "Good", "Fair", "Needs work"])
    await expect(page.getByRole("radio", { name: card })).toBeVisible();
  await chooseCard(page.getByRole("radio", { name: "Good" }));
  await proceed(page);

  await onStep(page, axe, "What is your yearly income before taxes?", `Step 7 of ${total}`);
  await money(page, "Yearly income", "120000");
  await proceed(page);

  await onStep(page, axe, "What is your home’s ZIP code?", `Step 8 of ${total}`);
  await page.getByLabel("ZIP code", { exact: true }).fill("19801");
  await proceed(page);
}

/** The credit check: street and city, date of birth, SSN and the consent in words. */
async function creditCheck(page: Page, axe: Axe, counter: string) {
  await atStep(page, "credit-score");
  await onStep(page, axe, "See your rate with a soft credit check", counter);
  await expect(page.getByText("Delaware 19801")).toBeVisible();
  await page.getByLabel("Street address of the home", { exact: true }).fill("12 Market Street");
  await page.getByLabel("City", { exact: true }).fill("Wilmington");
  await page.getByLabel("Date of birth", { exact: true }).fill("03211985");
  await page.getByLabel("Social Security number", { exact: true }).fill("219099998");
  const consent = page.getByRole("checkbox", { name: /does not affect my credit score/ });
  await expect(page.getByRole("button", { name: "Check my credit" })).toBeDisabled();
  await consent.check();
  await proceed(page, "Check my credit");
}

test("old flow, landing version A: from /app/initial-setup/name to the offer, signing up with the e-mailed code, at 375 px with no serious accessibility violation on any step", async ({
  page,
  visit,
  axe,
}) => {
  test.setTimeout(180_000);
  const inbox = new Inbox(newApplicantEmail("old-flow-a"));

  await visit(`${BASE}/name`);
  await onStep(page, axe, "Let’s start with your name", "Step 1 of 13");
  await nameByKeyboard(page, "Lovelace");

  await atStep(page, "mcr-account-creation");
  await onStep(page, axe, "Where can we reach you?", "Step 2 of 13");
  await createAccount(page, axe, inbox);

  await fromValueToZip(page, axe, 13);

  await atStep(page, "property-usage");
  await onStep(page, axe, "How do you use this home?", "Step 9 of 13");
  for (const card of ["Primary Home", "Secondary Home", "Rental Property"])
    await expect(page.getByRole("radio", { name: card })).toBeVisible();
  await expect(page.getByRole("img")).toHaveCount(3);
  await chooseCard(page.getByRole("radio", { name: "Primary Home" }));
  await proceed(page);

  await creditCheck(page, axe, "Step 10 of 13");

  await atStep(page, "coborrower");
  await onStep(page, axe, "Is anyone applying with you?", "Step 10 of 13");
  await chooseCard(page.getByRole("radio", { name: "No" }));
  await proceed(page);

  await atStep(page, "mortgage-balance");
  await onStep(page, axe, "Which of these are on your home?", "Step 11 of 13");
  // The default persona's one mortgage, ticked until answered.
  await expect(page.getByRole("checkbox")).toHaveCount(1);
  await expect(page.getByRole("checkbox")).toBeChecked();
  await proceed(page);

  await atStep(page, "preview-offer");
  await expect(page.getByRole("heading", { level: 1, name: "Your prequalified offer" })).toBeVisible();
  await expect(page.getByText(/\$\d{1,3}(,\d{3})+/).first()).toBeVisible();
  expect(await axe(), "accessibility of the offer").toEqual([]);
});

test.describe("old flow, landing version B (LANDING_VERSION=B)", () => {
  // A server of its own, started with the setting (it is read at start and recorded on each lead).
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer({ env: { LANDING_VERSION: "B" } });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("12 steps without property-usage: the credit check is 'Step 9 of 12' and comes straight after the ZIP code", async ({
    page,
    visit,
    axe,
  }) => {
    test.setTimeout(180_000);
    const inbox = new Inbox(newApplicantEmail("old-flow-b"), server.dataDir);

    await visit(`${server.url}${BASE}/name`);
    await onStep(page, axe, "Let’s start with your name", "Step 1 of 12");
    await nameByKeyboard(page, "Lovelace");
    await onStep(page, axe, "Where can we reach you?", "Step 2 of 12");
    await createAccount(page, axe, inbox);

    await fromValueToZip(page, axe, 12);
    await creditCheck(page, axe, "Step 9 of 12");
    await atStep(page, "coborrower");

    // Version B has no property-usage step: its address sends the person on.
    await page.goto(`${server.url}${BASE}/property-usage`);
    await atStep(page, "coborrower");
    await expect(page.getByRole("heading", { level: 1, name: "Is anyone applying with you?" })).toBeVisible();
  });
});
