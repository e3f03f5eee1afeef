import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  continueButton,
  declineDemographics,
  fillCurrentJob,
  fillDeclarations,
  fillDemographics,
  fillMortgageEscrow,
  fillPersonalInfo,
  fillPropertyInfo,
  fitsThePhone,
  onScreen,
} from "./application-screens";
import { expect, test } from "./fixtures";
import { newFlowJourney, prequalApi } from "./prequal-api";

/** Borrower Pat, whose credit file (the `Landlord` persona) holds a rental, with coborrower Sam. */
async function offerAccepted(page: Page) {
  const { next } = await newFlowJourney(page, {
    lastName: "Landlord",
    coborrower: { firstName: "Sam", lastName: "Rivera" },
  });
  expect(next).toBe("/prequal/preview-offer");
  expect(await prequalApi(page).mutate("prequal.acceptOffer", { flow: "new" })).toEqual({
    next: "/app/application/1",
  });
}

/**
 * Issue 9's journey: a borrower with a coborrower and a rental property (the `Landlord` credit
 * file) completes every step of the application in the browser at 375 px, each screen free of
 * serious accessibility violations, checks the summary, downloads its PDF and submits.
 */
test("application journey: a borrower with a coborrower and a rental completes every step, checks the summary, downloads its PDF and submits, at 375 px with no serious accessibility violations", async ({
  page,
  visit,
  axe,
}) => {
  // Fifteen screens, two people, axe on each: more than the default minute on two shared cores.
  test.setTimeout(180_000);
  await offerAccepted(page);

  // Step 1, the borrower, then the coborrower.
  await visit("/app/application/1");
  await onScreen(page, /\/app\/application\/1$/, "Personal information", "Step 1 of 7");
  await expect(page.getByText(/^Social Security number: \*\*\* - \*\* - \d{4}$/)).toBeVisible();
  await fillPersonalInfo(page, { phone: "3025550142" });
  expect(await axe(), "accessibility of step 1").toEqual([]);
  await fitsThePhone(page);
  await continueButton(page).click();

  await onScreen(
    page,
    /\/app\/application\/1\?borrower=coborrower$/,
    "Your coborrower's personal information",
    "Step 1 of 7",
  );
  await expect(page.getByText("These answers are for Sam, your coborrower.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Sam");
  await fillPersonalInfo(page, { phone: "3025550143" });
  expect(await axe(), "accessibility of the coborrower's step 1").toEqual([]);
  await continueButton(page).click();

  // Step 2, the home.
  await onScreen(page, /\/app\/application\/2$/, "Property information", "Step 2 of 7");
  await fillPropertyInfo(page, { names: "Pat Landlord and Sam Rivera", heldAs: "jointWithSpouse" });
  expect(await axe(), "accessibility of step 2").toEqual([]);
  await fitsThePhone(page);
  await continueButton(page).click();

  // Step 3: the rental from the credit report, confirmed with its value.
  await onScreen(page, /\/app\/application\/3$/, "Other real estate you own", "Step 3 of 7");
  const rental = page.getByRole("region", { name: "Property 1" });
  await expect(rental.getByText("From your credit report")).toBeVisible();
  await expect(rental.getByLabel("Street address")).toHaveValue(/Rental Row$/);
  await expect(rental.getByLabel("How you use it")).toHaveValue("investment");
  await expect(rental.getByLabel("Yearly rental income")).toHaveValue("$28,800");
  await expect(rental.getByLabel("Balance")).toHaveValue("$180,000");
  await rental.getByLabel("What it is worth today").fill("320000");
  await expect(page.getByRole("region", { name: "Property 2" })).toHaveCount(0);
  expect(await axe(), "accessibility of step 3").toEqual([]);
  await fitsThePhone(page);
  await continueButton(page).click();

  // Step 4, each person's job.
  await onScreen(page, /\/app\/application\/4$/, "Employment history", "Step 4 of 7");
  await fillCurrentJob(page, { employer: "Blue Fern Clinics", position: "Nurse", base: "7000" });
  expect(await axe(), "accessibility of step 4").toEqual([]);
  await fitsThePhone(page);
  await continueButton(page).click();

  await onScreen(
    page,
    /\/app\/application\/4\?borrower=coborrower$/,
    "Your coborrower's employment history",
    "Step 4 of 7",
  );
  await fillCurrentJob(page, { employer: "Harbor Freight Lines", position: "Dispatcher", base: "4500" });
  expect(await axe(), "accessibility of the coborrower's step 4").toEqual([]);
  await continueButton(page).click();

  // Step 5: income verified by hand (paystubs later).
  await onScreen(page, /\/app\/application\/income-verification$/, "Verify your income", "Step 5 of 7");
  await page.getByText("Continue without connecting", { exact: true }).click();
  expect(await axe(), "accessibility of income verification").toEqual([]);
  await fitsThePhone(page);
  await continueButton(page).click();

  // Other income: the borrower's rent from the rental; none for the coborrower.
  await onScreen(page, /\/app\/application\/other-income$/, "Other income");
  await page.getByRole("button", { name: "Add income" }).click();
  await page.getByLabel("Kind of income").selectOption({ label: "Rental income" });
  // The rental's house number comes from the sandbox's hash of the person: chosen by its street.
  const property = page.getByLabel("Property the rent comes from");
  await property.selectOption({
    label: (await property.locator("option", { hasText: "Rental Row" }).textContent()) ?? "",
  });
  await page.getByLabel("Units you rent out").fill("1");
  await page.getByLabel("Monthly amount").fill("2400");
  expect(await axe(), "accessibility of other income").toEqual([]);
  await fitsThePhone(page);
  await continueButton(page).click();

  await onScreen(
    page,
    /\/app\/application\/other-income\?borrower=coborrower$/,
    "Your coborrower's other income",
  );
  await expect(page.getByText("No other income listed.")).toBeVisible();
  expect(await axe(), "accessibility of the coborrower's other income").toEqual([]);
  await continueButton(page).click();

  // Debt consolidation: every debt kept; the mortgages' taxes and insurance paid apart.
  await onScreen(page, /\/app\/application\/debt-consolidation$/, "Your debts");
  await expect(page.getByRole("region", { name: "Sandbox Investor Mortgage" })).toBeVisible();
  for (const [creditor, tax, insurance] of [
    ["Sandbox Home Loans", "400", "100"],
    ["Sandbox Investor Mortgage", "300", "90"],
  ] as const)
    await fillMortgageEscrow(page.getByRole("region", { name: creditor }), { tax, insurance });
  expect(await axe(), "accessibility of debt consolidation").toEqual([]);
  await fitsThePhone(page);
  await continueButton(page).click();

  // Step 6: the borrower answers, the coborrower declines to.
  await onScreen(page, /\/app\/application\/6$/, "Demographic information", "Step 6 of 7");
  await fillDemographics(page);
  expect(await axe(), "accessibility of step 6").toEqual([]);
  await fitsThePhone(page);
  await continueButton(page).click();

  await onScreen(
    page,
    /\/app\/application\/6\?borrower=coborrower$/,
    "Your coborrower's demographic information",
    "Step 6 of 7",
  );
  await declineDemographics(page);
  expect(await axe(), "accessibility of the coborrower's step 6").toEqual([]);
  await continueButton(page).click();

  // Step 7, each person's declarations.
  await onScreen(page, /\/app\/application\/7$/, "Declarations", "Step 7 of 7");
  await fillDeclarations(page, true);
  expect(await axe(), "accessibility of step 7").toEqual([]);
  await fitsThePhone(page);
  await continueButton(page).click();

  await onScreen(
    page,
    /\/app\/application\/7\?borrower=coborrower$/,
    "Your coborrower's declarations",
    "Step 7 of 7",
  );
  await fillDeclarations(page, false);
  expect(await axe(), "accessibility of the coborrower's step 7").toEqual([]);
  await continueButton(page).click();

  // The summary: a section for every step, the coborrower's turns marked.
  await onScreen(page, /\/app\/application\/application-summary$/, "Check your application");
  for (const section of [
    "Your loan",
    "Personal information",
    "Personal information (coborrower)",
    "Property and loan",
    /^Property 1: .*Rental Row$/,
    "Employment and income",
    "Employment and income (coborrower)",
    "Income verification",
    "Income from other sources",
    "Liabilities",
    "Mortgage taxes and insurance",
    "Debts paid off at closing",
    "Demographic information",
    "Demographic information (coborrower)",
    "Declarations",
    "Declarations (coborrower)",
  ])
    await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
  // The loan applied for leads the summary: its amount, and no Edit link (the accepted offer is not a step).
  const loan = page.getByRole("region", { name: "Your loan" });
  await expect(loan).toContainText(/Line amount\$[\d,]+/);
  await expect(loan.getByRole("link")).toHaveCount(0);
  const rentalSection = page.getByRole("region", { name: /^Property 1: .*Rental Row$/ });
  await expect(rentalSection.getByText("Yearly rental income")).toBeVisible();
  await expect(rentalSection.getByText("$28,800")).toBeVisible();
  await expect(page.getByRole("region", { name: "Income from other sources", exact: true })).toContainText(
    /Rental income\$2,400 \(\d+ Rental Row, Wilmington, DE, 1 unit\)/,
  );
  await expect(page.getByRole("region", { name: "Income from other sources (coborrower)" })).toContainText(
    "None",
  );
  await expect(page.getByRole("region", { name: "Liabilities" })).toContainText(
    "Sandbox Investor Mortgage (borrower)$180,000 balance, $1,390 a month, kept",
  );
  await expect(page.getByRole("region", { name: "Employment and income (coborrower)" })).toContainText(
    "Harbor Freight Lines",
  );
  expect(await axe(), "accessibility of the summary").toEqual([]);
  await fitsThePhone(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download a PDF copy" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("loan-application-summary.pdf");
  const pdf = await fs.readFile(await download.path());
  expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");

  await page.getByRole("button", { name: "Confirm my answers" }).click();
  await expect(page.getByRole("heading", { name: "Your answers are confirmed" })).toBeVisible();
  await expect(page.getByText("What happens next")).toBeVisible();
  expect(await axe(), "accessibility of the submitted summary").toEqual([]);
});

/**
 * Issue 9: a reload returns to the step, with what was saved shown (step 1 after Back from step 2),
 * and a reload on a step not saved yet keeps the applicant on it.
 */
test("application reload: a reload on a step returns to it with the saved answers in place", async ({
  page,
  visit,
  axe,
}) => {
  await offerAccepted(page);

  await visit("/app/application/1");
  await fillPersonalInfo(page, { phone: "3025550142" });
  await page.getByLabel("Marital status").selectOption("separated");
  await page.getByLabel("Number of dependents").fill("2");
  await page.getByLabel("Their ages").fill("4, 7");
  await continueButton(page).click();
  await onScreen(
    page,
    /\/app\/application\/1\?borrower=coborrower$/,
    "Your coborrower's personal information",
  );
  await fillPersonalInfo(page, { phone: "3025550143" });
  await continueButton(page).click();
  await onScreen(page, /\/app\/application\/2$/, "Property information", "Step 2 of 7");

  // Reload on step 2 before saving it: still step 2.
  await page.reload();
  await onScreen(page, /\/app\/application\/2$/, "Property information", "Step 2 of 7");
  await expect(page.getByLabel("What the home is worth")).toHaveValue("$450,000");

  // Back to the coborrower's step 1, back again to the borrower's, and reload there.
  await page.getByRole("link", { name: "Back" }).click();
  await onScreen(
    page,
    /\/app\/application\/1\?borrower=coborrower$/,
    "Your coborrower's personal information",
  );
  await page.getByRole("link", { name: "Back" }).click();
  await onScreen(page, /\/app\/application\/1$/, "Personal information", "Step 1 of 7");
  await page.reload();
  await onScreen(page, /\/app\/application\/1$/, "Personal information", "Step 1 of 7");
  await expect(page.getByLabel("Marital status")).toHaveValue("separated");
  await expect(page.getByLabel("Number of dependents")).toHaveValue("2");
  await expect(page.getByLabel("Their ages")).toHaveValue("4, 7");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("(302) 555-0142");
  const current = page.getByRole("region", { name: "Current address" });
  await expect(current.getByLabel("Street address")).toHaveValue("12 Elm Street");
  await expect(current.getByLabel("Years there")).toHaveValue("6");
  await expect(current.getByRole("radio", { name: "Own" })).toBeChecked();
  expect(await axe(), "accessibility of step 1 after a reload").toEqual([]);
});
