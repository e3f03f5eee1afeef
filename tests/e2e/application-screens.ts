import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The application's screens (steps 1–7, spec §2 /app/application) as a person on a phone fills
 * them. Shared by the application's own journey and the whole-journey spec.
 */

/** MM/YYYY so many months before today: the two years of work move with the calendar. */
export function monthsAgo(months: number): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return `${String(month.getUTCMonth() + 1).padStart(2, "0")}/${month.getUTCFullYear()}`;
}

export async function onScreen(page: Page, path: RegExp, heading: string, counter?: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  if (counter) await expect(page.getByText(counter)).toBeVisible();
}

/** The page is no wider than the phone: nothing scrolls sideways. */
export async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

export const answer = (within: Page | Locator, question: string | RegExp, choice: "Yes" | "No") =>
  within.getByRole("radiogroup", { name: question }).getByText(choice, { exact: true }).click();

export const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

/** Step 1 for one person living at the home for 6 years (no former address asked). */
export async function fillPersonalInfo(page: Page, person: { phone: string }) {
  await page.getByLabel("Citizenship").selectOption("usCitizen");
  await page.getByLabel("Marital status").selectOption("married");
  await page.getByLabel("Number of dependents").fill("0");
  await page.getByLabel("Phone", { exact: true }).fill(person.phone);
  const current = page.getByRole("region", { name: "Current address" });
  await current.getByLabel("Street address").fill("12 Elm Street");
  await current.getByLabel("City").fill("Wilmington");
  await current.getByLabel("State").selectOption("DE");
  await current.getByLabel("ZIP code").fill("19801");
  await current.getByLabel("Years there").fill("6");
  await current.getByLabel("Months there").fill("0");
  await current.getByText("Own", { exact: true }).click();
  await page.getByText("I have never served", { exact: true }).click();
}

/** Step 4: one current job of 3 years, so the 2 years are covered and no gap is asked about. */
export async function fillCurrentJob(page: Page, job: { employer: string; position: string; base: string }) {
  const employer = page.getByLabel("Employer or business name");
  // The form is drawn once the saved jobs have loaded (its heading shows before): wait for it first.
  const addJob = page.getByRole("button", { name: "Add a job" });
  await expect(addJob).toBeVisible();
  if ((await employer.count()) === 0) await addJob.click();
  await employer.fill(job.employer);
  await page.getByLabel("Position or title").fill(job.position);
  await page.getByLabel("Employer's phone").fill("3025550188");
  await page.getByLabel("Employer's street address").fill("9 Elm St");
  await page.getByLabel("City").fill("Dover");
  await page.getByLabel("State").selectOption("DE");
  await page.getByLabel("ZIP code").fill("19901");
  await page.getByLabel("Month you started").fill(monthsAgo(36));
  await answer(page, "Do you still work here?", "Yes");
  await page.getByLabel("Base pay per month").fill(job.base);
}

/**
 * Step 7: lives in the home; owned another property (the rental) or not; a foreclosure in the last
 * 7 years or not; every other answer no.
 */
export async function fillDeclarations(page: Page, ownsRental: boolean, { foreclosure = false } = {}) {
  await answer(page, "Will you live in this property as your primary home?", "Yes");
  await answer(page, "Have you owned any other property in the last 3 years?", ownsRental ? "Yes" : "No");
  if (ownsRental) {
    await page
      .getByRole("radiogroup", { name: "How did you use that property?" })
      .getByText("An investment or rental property", { exact: true })
      .click();
    await page
      .getByRole("radiogroup", { name: "How did you hold the title?" })
      .getByText("By myself", { exact: true })
      .click();
  }
  if (foreclosure)
    await answer(page, "In the last 7 years, has a property of yours been foreclosed on?", "Yes");
  // Every other question, in the form's order: no.
  const groups = page.getByRole("radiogroup");
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.getByRole("radio", { checked: true }).count()) === 0)
      await group.getByText("No", { exact: true }).click();
  }
}

/** Step 2: the title's names and how it is held, no trust, no HOA, taxes and insurance paid yearly. */
export async function fillPropertyInfo(page: Page, title: { names: string; heldAs: string }) {
  await page.getByLabel("Names on the title").fill(title.names);
  await page.getByLabel("Title held as").selectOption(title.heldAs);
  await answer(page, "Is the home held in a trust?", "No");
  await page.getByLabel("HOA fees per month").fill("0");
  await page.getByLabel("Property taxes per year").fill("4800");
  await page.getByLabel("Homeowners insurance per year").fill("1200");
}

/** Debt consolidation: one mortgage's taxes and insurance, paid apart from its payment. */
export async function fillMortgageEscrow(mortgage: Locator, monthly: { tax: string; insurance: string }) {
  await answer(mortgage, "Are property taxes included in this payment?", "No");
  await mortgage.getByLabel("Property taxes a month").fill(monthly.tax);
  await answer(mortgage, "Is homeowners insurance included in this payment?", "No");
  await mortgage.getByLabel("Homeowners insurance a month").fill(monthly.insurance);
}

/** Step 6 for the borrower: answered (not Hispanic or Latino, White, female). */
export async function fillDemographics(page: Page) {
  await page.getByLabel("Not Hispanic or Latino").check();
  await page.getByLabel("White").check();
  await page.getByLabel("Female").check();
}

/** Step 6 for a person who declines to answer each of its three questions. */
export async function declineDemographics(page: Page) {
  const declines = page.getByLabel("I do not wish to provide this information");
  await expect(declines).toHaveCount(3);
  for (let i = 0; i < 3; i++) await declines.nth(i).check();
}
