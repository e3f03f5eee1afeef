import { expect, test } from "./fixtures";
import { newFlowJourney, prequalApi } from "./prequal-api";

/** MM/YYYY so many months before today: the two years move with the calendar. */
function monthsAgo(months: number): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return `${String(month.getUTCMonth() + 1).padStart(2, "0")}/${month.getUTCFullYear()}`;
}

const HOME = { line1: "12 Elm Street", line2: "", city: "Wilmington", state: "DE", zip: "19801" };

/**
 * Issue 9, steps 4 and 5 and other income: an applicant with steps 1 to 3 saved enters a job,
 * connects the sandbox payroll (the job becomes verified), adds a pension and reaches debt
 * consolidation, at 375 px with no serious accessibility violations.
 */
test("employment history, payroll connection and other income at 375 px with no serious accessibility violations", async ({
  page,
  visit,
  axe,
}) => {
  const { next } = await newFlowJourney(page, { lastName: "Rivera" });
  expect(next).toBe("/prequal/preview-offer");
  const api = prequalApi(page);
  await api.mutate("prequal.acceptOffer", { flow: "new" });
  // Steps 1 to 3 through the API: their screens are application-personal.spec.ts's subject.
  await api.mutate("application.personalInfo.save", {
    who: "borrower",
    version: 0,
    answers: {
      firstName: "Pat",
      middleName: "",
      lastName: "Rivera",
      suffix: "",
      ssn: "",
      dateOfBirth: "",
      citizenship: "usCitizen",
      maritalStatus: "unmarried",
      dependantCount: "0",
      dependantAges: "",
      phone: "(302) 555-0142",
      currentResidence: { address: HOME, years: "6", months: "0", housing: "own", monthlyRent: "" },
      formerResidence: {
        address: { line1: "", line2: "", city: "", state: "", zip: "" },
        years: "",
        months: "",
      },
      militaryStatus: "none",
    },
  });
  await api.mutate("application.subjectProperty.save", {
    version: 0,
    answers: {
      product: "heloc",
      address: HOME,
      propertyUse: "primaryResidence",
      propertyType: "singleFamily",
      units: "1",
      estimatedValue: "$450,000",
      titleNames: "Pat Rivera",
      titleManner: "soleOwnership",
      isInTrust: false,
      hoaMonthlyFees: "$0",
      annualPropertyTaxes: "$4,800",
      annualHomeownersInsurance: "$1,200",
    },
  });
  await api.mutate("application.realEstate.save", { version: 0, answers: { properties: [], assets: [] } });

  await visit("/app/application/4");
  await expect(page.getByRole("heading", { level: 1, name: "Employment history" })).toBeVisible();
  await expect(page.getByText("Step 4 of 7")).toBeVisible();
  await page.getByLabel("Employer or business name").fill("Blue Fern Clinics");
  await page.getByLabel("Position or title").fill("Nurse");
  await page.getByLabel("Employer's phone").fill("3025550188");
  await page.getByLabel("Employer's street address").fill("9 Elm St");
  await page.getByLabel("City").fill("Dover");
  await page.getByLabel("State").selectOption("DE");
  await page.getByLabel("ZIP code").fill("19901");
  await page.getByLabel("Month you started").fill(monthsAgo(12));
  await page.getByRole("radiogroup", { name: "Do you still work here?" }).getByText("Yes").click();
  await page.getByLabel("Base pay per month").fill("5000");
  // Twelve months of work leave the year before it to explain, named by its months (spec §5).
  const gap = page.getByLabel(/^From .+ to /);
  await expect(gap).toBeVisible();
  await gap.fill("Finishing my nursing degree");
  expect(await axe(), "accessibility of step 4").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/app\/application\/income-verification$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify your income" })).toBeVisible();
  await expect(page.getByText("Step 5 of 7")).toBeVisible();
  await page.getByText("Connect my payroll or bank", { exact: true }).click();
  await page.getByLabel("Your employer or payroll provider").fill("Blue Fern Clinics");
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText(/^Blue Fern Clinics, report IV-/)).toBeVisible();
  await expect(
    page.getByText("Connected Blue Fern Clinics: 1 job added to your employment history."),
  ).toBeVisible();
  expect(await axe(), "accessibility of step 5").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/app\/application\/other-income$/);
  await expect(page.getByRole("heading", { level: 1, name: "Other income" })).toBeVisible();
  await page.getByRole("button", { name: "Add income" }).click();
  await page.getByLabel("Kind of income").selectOption("pension");
  await page.getByLabel("Monthly amount").fill("1200");
  expect(await axe(), "accessibility of other income").toEqual([]);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/app\/application\/debt-consolidation$/);

  // The connection replaced the job typed by hand: step 4 now shows it verified.
  await visit("/app/application/4");
  await expect(page.getByText("Verified by Sandbox Payroll Connect")).toBeVisible();
  await expect(page.getByLabel("Employer or business name")).toHaveValue("Blue Fern Clinics");
});
