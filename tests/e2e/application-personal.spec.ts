import { fillPropertyInfo } from "./application-screens";
import { expect, test } from "./fixtures";
import { newFlowJourney, prequalApi } from "./prequal-api";

/**
 * Issue 9, steps 1 and 2: an applicant with an accepted offer fills in personal information (the
 * SSN of the credit check shown only masked) and the property, at 375 px with the keyboard's order
 * of fields, with no serious accessibility violations; a reload of step 1 shows the answers saved.
 */
test("application steps 1 and 2: personal information with the SSN masked, then the property, at 375 px with no serious accessibility violations", async ({
  page,
  visit,
  axe,
}) => {
  const { next } = await newFlowJourney(page, { lastName: "Rivera" });
  expect(next).toBe("/prequal/preview-offer");
  expect(await prequalApi(page).mutate("prequal.acceptOffer", { flow: "new" })).toEqual({
    next: "/app/application/1",
  });

  await visit("/app/application/1");
  await expect(page.getByRole("heading", { level: 1, name: "Personal information" })).toBeVisible();
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await expect(page.getByText(/^Social Security number: \*\*\* - \*\* - \d{4}$/)).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Pat");
  expect(await axe(), "accessibility of step 1").toEqual([]);

  await page.getByLabel("Citizenship").selectOption("usCitizen");
  await page.getByLabel("Marital status").selectOption("unmarried");
  await page.getByLabel("Number of dependents").fill("0");
  const current = page.getByRole("region", { name: "Current address" });
  await current.getByLabel("Street address").fill("12 Elm Street");
  await current.getByLabel("City").fill("Wilmington");
  await current.getByLabel("State").selectOption("DE");
  await current.getByLabel("ZIP code").fill("19801");
  await current.getByLabel("Years there").fill("1");
  await current.getByLabel("Months there").fill("6");
  await current.getByText("Rent", { exact: true }).click();
  await current.getByLabel("Monthly rent").fill("1850");
  const former = page.getByRole("region", { name: "Former address" });
  await expect(former).toBeVisible();
  await former.getByLabel("Street address").fill("9 Oak Road");
  await former.getByLabel("City").fill("Newark");
  await former.getByLabel("State").selectOption("DE");
  await former.getByLabel("ZIP code").fill("19711");
  await former.getByLabel("Years there").fill("5");
  await former.getByLabel("Months there").fill("0");
  await page.getByText("I have never served", { exact: true }).click();
  expect(await axe(), "accessibility of step 1 with the former address").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/app\/application\/2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Property information" })).toBeVisible();
  await expect(page.getByText("Step 2 of 7")).toBeVisible();
  await expect(page.getByLabel("Street address")).toHaveValue("12 Elm Street");
  await expect(page.getByLabel("What the home is worth")).toHaveValue("$450,000");
  await fillPropertyInfo(page, { names: "Pat Rivera", heldAs: "soleOwnership" });
  expect(await axe(), "accessibility of step 2").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/app\/application\/3$/);

  await visit("/app/application/1");
  await expect(page.getByRole("region", { name: "Former address" }).getByLabel("City")).toHaveValue("Newark");
  await expect(page.getByLabel("Monthly rent")).toHaveValue("$1,850");
});
