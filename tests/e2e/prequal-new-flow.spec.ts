import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { Inbox, newApplicantEmail } from "./outbox";
import {
  answerCreditAndSignUp,
  answerUpToCredit,
  expectNoAxeViolations,
  expectStep,
  proceed,
  reachMortgageSelect,
} from "./prequal-screens";

/**
 * The new prequalification flow (spec §2 /prequal, decision 023) as a person on a phone goes
 * through it: the default sandbox persona (any last name but the documented ones gets a good file
 * with one mortgage), a home in Delaware (the default LENDER_LICENSED_STATES), an account made at
 * the credit step with the code e-mailed to the run's outbox.
 */

test("new flow at 375 px: from /prequal/building-type to an offer for the default persona, signing up with the e-mailed code, with no serious accessibility violations on any step", async ({
  page,
  visit,
  axe,
}) => {
  test.setTimeout(180_000);
  const inbox = new Inbox(newApplicantEmail("new-flow"));
  await visit("/prequal/building-type");
  await answerUpToCredit(page, axe);
  await answerCreditAndSignUp(page, inbox, axe);
  await reachMortgageSelect(page);

  const mortgages = page.getByRole("group", { name: "Which of these are on 100 Main Street?" });
  await expect(mortgages.getByRole("checkbox")).not.toHaveCount(0);
  await mortgages.getByRole("checkbox").first().check();
  await expectNoAxeViolations(axe, "mortgage-select");
  await proceed(page);

  await expectStep(page, "Pay off debts at closing", "Step 8 of 9");
  const payoff = page.getByRole("status").filter({ hasText: "To pay off at closing" });
  await expect(payoff).toContainText("To pay off at closing: $0");
  // With nothing chosen, the cash left is the line less its origination fee.
  await expect(payoff).toContainText(/Cash left for you: \$\d{1,3}(,\d{3})+/);
  await expectNoAxeViolations(axe, "debts");
  await proceed(page);

  await expect(page).toHaveURL(/\/prequal\/preview-offer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your prequalified offer" })).toBeVisible({
    timeout: 15_000,
  });
  // The line's amount, beside its label, as the person reads it: "Your line of credit $123,000".
  const line = page.getByText("Your line of credit", { exact: true }).locator("xpath=..");
  await expect(line).toHaveText(/^Your line of credit\s*\$\d{1,3}(,\d{3})+$/);
  await expectNoAxeViolations(axe, "the offer");
  // The whole journey fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

/** A second browser, as if the first had been closed: its own cookies, the phone's screen. */
async function newPhoneBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  return { context, page: await context.newPage() };
}

test("new flow: a person who closes the browser mid-funnel and signs in again in a new one lands on the step where they left, with their answers kept", async ({
  browser,
  page,
  visit,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  const inbox = new Inbox(newApplicantEmail("new-flow-resume"));

  // First browser: up to mortgage-select (the account exists from the credit step), then closed.
  const first = await newPhoneBrowser(browser, testInfo.project.use.baseURL);
  await first.page.goto("/prequal/building-type");
  await answerUpToCredit(first.page, null);
  await answerCreditAndSignUp(first.page, inbox, null);
  await reachMortgageSelect(first.page);
  await first.context.close();

  // A new browser: no cookie, no draft. Signing in with a code brings the person straight back to
  // the screen their status names (spec §4), the step the journey says is next.
  await visit("/app/login");
  await page.getByRole("button", { name: "E-mail me a code instead" }).click();
  await page.getByLabel("E-mail address").fill(inbox.email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await page.getByLabel("6-digit code").fill(await inbox.nextCode());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/prequal\/mortgage-select$/);
  await expectStep(page, "Your mortgages", "Step 7 of 9");
  await expectNoAxeViolations(axe, "mortgage-select after resuming");

  // Back keeps the answers: the credit step shows them again (never the SSN: it is asked again).
  await page.getByRole("link", { name: "Back" }).click();
  await expectStep(page, "About you", "Step 6 of 9");
  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  await expect(page.getByLabel("E-mail address")).toHaveValue(inbox.email);
  await expect(page.getByRole("textbox", { name: "Social Security number" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Social Security number" })).toHaveAccessibleDescription(
    /ending in 6789/,
  );
});

test("new flow: the home page's “Check your rate” opens the entry step, a real page with its step counter", async ({
  page,
  visit,
  axe,
}) => {
  await visit("/");
  await page.getByRole("main").getByRole("link", { name: "Check your rate" }).click();
  await expect(page).toHaveURL(/\/prequal\/building-type$/);
  await expectStep(page, "Tell us about your home", "Step 1 of 9");
  await expect(page.getByRole("progressbar", { name: "Step 1 of 9" })).toBeVisible();
  expect(await axe(), "accessibility of the entry step").toEqual([]);
});
