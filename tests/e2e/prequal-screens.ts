import { expect, type Locator, type Page } from "@playwright/test";
import type { Inbox } from "./outbox";

/**
 * The new prequalification flow's screens (spec §2 /prequal, decision 023) as a person on a phone
 * answers them: the default sandbox persona's home in Delaware (the default LENDER_LICENSED_STATES),
 * an account made at the credit step with the code e-mailed to the run's outbox. Shared by the
 * flow's own spec and the whole-journey spec.
 */

export type Axe = () => Promise<string[]>;

/** Serious and critical axe violations of the page as it stands; `null` for a page the test opened itself. */
export async function expectNoAxeViolations(axe: Axe | null, step: string) {
  if (axe) expect(await axe(), `accessibility of ${step}`).toEqual([]);
}

/**
 * Chooses a card of the ui kit's ChoiceCards as a person does, by tapping the card (its label):
 * the native radio lies under the card's face, which takes the tap.
 */
export async function chooseCard(scope: Page | Locator, option: string) {
  const radio = scope.getByRole("radio", { name: option, exact: true });
  await radio.locator("xpath=ancestor::label[1]").click();
  await expect(radio).toBeChecked();
}

export async function expectStep(page: Page, heading: string, counter: string | null) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  if (counter) await expect(page.getByText(counter, { exact: true })).toBeVisible();
}

export async function proceed(page: Page) {
  const button = page.getByRole("button", { name: "Continue" });
  await expect(button).toBeEnabled();
  await button.click();
}

async function answerNo(page: Page, question: string) {
  await chooseCard(page.getByRole("radiogroup", { name: question }), "No");
}

async function answerBuildingType(page: Page, axe: Axe | null) {
  await expectStep(page, "Tell us about your home", "Step 1 of 9");
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await chooseCard(page.getByRole("radiogroup", { name: "What kind of home is it?" }), "Single-family house");
  await page.getByRole("group", { name: "How many units does the building have?" }).getByLabel("1").check();
  const uses = page.getByRole("radiogroup", { name: "How do you use this home?" });
  await expect(uses.getByRole("img")).toHaveCount(3);
  await chooseCard(uses, "Primary Home");
  await expectNoAxeViolations(axe, "building-type");
  await proceed(page);
}

async function answerAddress(page: Page, axe: Axe | null) {
  await expectStep(page, "Where is the home?", "Step 2 of 9");
  await page.getByLabel("Street address").fill("100 Main Street");
  await page.getByLabel("City").fill("Wilmington");
  await page.getByLabel("State").selectOption("DE");
  await page.getByLabel("ZIP code").pressSequentially("19801");
  await page.getByLabel("What do you think it’s worth?").pressSequentially("500000");
  await expect(page.getByLabel("What do you think it’s worth?")).toHaveValue("$500,000");
  await expectNoAxeViolations(axe, "address");
  await proceed(page);
}

/** Building type to derogatory: a single-family primary home at 100 Main Street, not for sale, a HELOC. */
export async function answerUpToCredit(page: Page, axe: Axe | null) {
  await answerBuildingType(page, axe);
  await answerAddress(page, axe);

  await expectStep(page, "Is the home for sale?", "Step 3 of 9");
  await answerNo(page, "Is the home listed for sale right now?");
  await expectNoAxeViolations(axe, "listed-for-sale");
  await proceed(page);

  await expectStep(page, "What are you looking for?", "Step 4 of 9");
  await expect(page.getByRole("radio", { name: "A home equity line of credit (HELOC)" })).toBeChecked();
  await expectNoAxeViolations(axe, "new-mortgage");
  await proceed(page);

  await expectStep(page, "A few questions about your history", "Step 5 of 9");
  await answerNo(page, "Have you filed for bankruptcy in the last 4 years?");
  await answerNo(page, "Have you had a foreclosure in the last 7 years?");
  await answerNo(
    page,
    "Have you sold a home in a short sale, or given it back with a deed-in-lieu, in the last 4 years?",
  );
  await expectNoAxeViolations(axe, "derogatory");
  await proceed(page);
}

export type CreditAnswers = {
  firstName: string;
  lastName: string;
  /** 9 digits; the server reuses a report pulled for the same SSN and birth date (prequal-api.ts freshSsn). */
  ssn: string;
  /** Yearly income before taxes, digits only. */
  income: string;
  withCoborrower: boolean;
};

export const ADA: CreditAnswers = {
  firstName: "Ada",
  lastName: "Lovelace",
  ssn: "123456789",
  income: "120000",
  withCoborrower: false,
};

/** The credit step for someone without an account: their details, then the code e-mailed to them. */
export async function answerCreditAndSignUp(
  page: Page,
  inbox: Inbox,
  axe: Axe | null,
  person: CreditAnswers = ADA,
) {
  await expectStep(page, "About you", "Step 6 of 9");
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("E-mail address").fill(inbox.email);
  await page.getByLabel("Mobile phone").pressSequentially("3025550142");
  await page.getByLabel("Date of birth").pressSequentially("03211985");
  await page.getByRole("textbox", { name: "Social Security number" }).pressSequentially(person.ssn);
  await page.getByLabel("Yearly income before taxes").pressSequentially(person.income);
  await chooseCard(
    page.getByRole("radiogroup", { name: "Is someone applying with you?" }),
    person.withCoborrower ? "Yes" : "No",
  );
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await page.getByRole("checkbox", { name: /A soft pull does not affect my credit score/ }).check();
  await expectNoAxeViolations(axe, "credit");
  await proceed(page);

  await expectStep(page, "Check your e-mail", "Step 6 of 9");
  await expect(page.getByText(`We e-mailed a 6-digit code to ${inbox.email}`)).toBeVisible();
  await expectNoAxeViolations(axe, "the code step");
  await page.getByLabel("6-digit code").fill(await inbox.nextCode());
  await proceed(page);
}

/** From the credit check to mortgage-select: the soft pull runs on arrival, then its answer shows. */
export async function reachMortgageSelect(page: Page, signedInAs = "Ada Lovelace", counter = "Step 7 of 9") {
  await expect(page).toHaveURL(/\/prequal\/(credit-check|mortgage-select)$/, { timeout: 15_000 });
  await expectStep(page, "Your mortgages", counter);
  await expect(page.getByRole("region", { name: "Your account" })).toContainText(
    `Signed in as ${signedInAs}`,
  );
}
