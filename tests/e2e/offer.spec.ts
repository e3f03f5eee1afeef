import { expect, test } from "./fixtures";
import { newFlowJourney } from "./prequal-api";

/**
 * Issue 8: the default persona's HELOC offer, explained number by number, with the payment chart
 * drawn under the nonce CSP (the fixture fails the test on any violation) and its table beside it.
 * The flow's earlier screens are driven through their API (they are built elsewhere).
 */
test("offer: the default persona's HELOC offer says it is an estimate, explains each number, draws the payments and their table, saves a draw and goes on, at 375 px with no serious accessibility violations", async ({
  page,
  visit,
  axe,
}) => {
  const { next } = await newFlowJourney(page, { lastName: "Rivera" });
  expect(next).toBe("/prequal/preview-offer");

  await visit(next);
  await expect(page.getByRole("heading", { level: 1, name: "Your prequalified offer" })).toBeVisible();
  await expect(page.getByText("Step 9 of 9")).toBeVisible();
  await expect(page.getByText("A prequalified estimate, not a commitment to lend")).toBeVisible();

  const line = page.getByText("Your line of credit", { exact: true });
  await expect(line).toBeVisible();
  const lineRow = line.locator("xpath=../..");
  await expect(lineRow).toContainText(/\$\d{2,3},\d{3}/);
  await lineRow.getByText("How we got this").click();
  await expect(lineRow.getByText(/^Value used: \$[\d,]+$/)).toBeVisible();
  await expect(lineRow.getByText("The lower of your estimate and the automated valuation")).toBeVisible();
  await expect(lineRow.getByText(/^Mortgages on the home: \$155,000$/)).toBeVisible();

  // The chart is drawn after mount; the table beside it has the same numbers.
  await expect(page.locator("section svg").first()).toBeVisible();
  // The x-axis names its years: at 375 px they were once cut to bare tick marks.
  await expect(page.locator("section svg").first().getByText("10", { exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Monthly payment by year" });
  await expect(table.getByRole("row")).toHaveCount(3);
  const before = await table.getByRole("row").nth(1).textContent();

  const draws = page.getByRole("radiogroup").getByRole("radio");
  expect(await draws.count()).toBeGreaterThan(1);
  const saved = page.waitForResponse((r) => r.url().includes("prequal.chooseDraw") && r.ok());
  await draws.first().check();
  await saved;
  await expect(table.getByRole("row").nth(1)).not.toHaveText(before ?? "");

  expect(await axe(), "accessibility of the offer").toEqual([]);
  const tooWide = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((e) => e.getBoundingClientRect().right > 376)
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  );
  expect(tooWide, "nothing in the page is wider than the phone").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole("button", { name: "Continue to my application" }).click();
  await expect(page).toHaveURL(/\/app\/application\/1$/);
});
