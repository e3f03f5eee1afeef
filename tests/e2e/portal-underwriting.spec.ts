import { applicationSaved } from "./application-api";
import { continueButton, fillDeclarations, onScreen } from "./application-screens";
import { disclosuresSigned, everyMissingDocumentUploaded, identityVerified } from "./closing-screens";
import { expect, seriousAxeViolations, test } from "./fixtures";
import { signInAsDemoLenderAdmin } from "./portal-support";
import { prequalApi } from "./prequal-api";

const DESK = { width: 1440, height: 900 };

/**
 * Issue 22 item 2 (decisions 091, 092), as the lender's administrator at a desk (who holds
 * `decideLoans` and `moveMilestones` as an underwriter does): Pat Quill applies directly and
 * declares an unpaid court judgment, so the automated decision refers the file at submission (the
 * legal declarations rule; no sandbox persona refers by itself). The administrator opens the
 * referred queue, sees Pat's file with its Reg B clock, opens the loan file, approves with
 * conditions with a comment, and moves the loan to processing; the queue no longer holds Pat's
 * file, the history shows both decisions, and Pat's tracker shows the decision and the milestone,
 * at 1440×900 with no serious or critical axe violation and no sideways scroll.
 */
test("the lender decides a referred file at 1440×900: queue, loan file, decision with its comment, milestone, and the applicant's tracker", async ({
  page,
  browser,
  baseURL,
  visit,
}) => {
  test.setTimeout(300_000);
  // Pat, through the screens from step 7: an unpaid judgment refers the file (decision 043).
  await applicationSaved(page, { lastName: "Quill", coborrower: false, stopAt: "declarations" });
  await visit("/app/application/7");
  await onScreen(page, /\/app\/application\/7$/, "Declarations", "Step 7 of 7");
  await page
    .getByRole("radiogroup", { name: "Is there any court judgment against you that is not yet paid?" })
    .getByText("Yes", { exact: true })
    .click();
  await fillDeclarations(page, false);
  await continueButton(page).click();
  await page.getByRole("button", { name: "Confirm my answers" }).click();
  await page.getByRole("link", { name: "Sign your disclosures" }).click();
  await disclosuresSigned(page, "Pat Quill");
  await identityVerified(page);
  await everyMissingDocumentUploaded(page, prequalApi(page));
  await continueButton(page).click();
  await page.getByRole("textbox", { name: "Name on the account" }).fill("Pat Quill");
  await page.getByRole("textbox", { name: "Account number", exact: true }).fill("123456789012");
  await page.getByRole("combobox", { name: "Kind of account" }).selectOption("checking");
  await page.getByRole("textbox", { name: "Routing number (9 digits)" }).fill("021000021");
  await page.getByRole("textbox", { name: "Account number again" }).fill("123456789012");
  await page.getByRole("button", { name: "Send my funds here" }).click();
  await page.getByRole("link", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Submit my application" }).click();
  await expect(page.getByText("A loan officer is reviewing your application.")).toBeVisible({
    timeout: 30_000,
  });

  // The underwriter, at a desk.
  const desk = await (await browser.newContext({ baseURL })).newPage();
  await desk.setViewportSize(DESK);
  await desk.goto("/portal/referred");
  await signInAsDemoLenderAdmin(desk);
  await expect(desk.getByRole("heading", { level: 1, name: "Referred to underwriting" })).toBeVisible();
  const queue = desk.getByRole("table", { name: "Referred files" });
  const row = queue.getByRole("row").filter({ hasText: "Pat Quill" });
  await expect(row).toContainText(/30 days|29 days/);
  expect(await seriousAxeViolations(desk), "accessibility of the referred queue").toEqual([]);
  await row.getByRole("link", { name: "Open Pat Quill’s loan file" }).click();
  await expect(desk).toHaveURL(/\/portal\/applicants\/[^/]+\/loan-file$/);
  const loanFile = new URL(desk.url()).pathname;

  const underwriting = desk.getByRole("region", { name: "Underwriting" });
  await expect(underwriting.getByText("Referred to an underwriter")).toBeVisible();
  const decide = underwriting.getByRole("form", { name: "Decide" });
  await decide.getByRole("button", { name: "Record the decision" }).click();
  await expect(decide.getByText("Choose the decision")).toBeVisible();
  await decide.getByRole("radio", { name: "Approve with conditions" }).check();
  await decide
    .getByRole("textbox", { name: "Comment" })
    .fill("The judgment is a paid-off medical bill; approve with proof of its release.");
  await decide.getByRole("button", { name: "Record the decision" }).click();
  await expect(underwriting.getByText("Decision recorded.")).toBeVisible();
  const history = underwriting.getByRole("region", { name: "Decisions, newest first" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Approved with conditions");
  await expect(history.getByRole("listitem").first()).toContainText("paid-off medical bill");
  await underwriting.getByRole("combobox", { name: "Move the loan to" }).selectOption("processing");
  await underwriting.getByRole("button", { name: "Move the loan" }).click();
  await expect(underwriting.getByText("The loan is at “Processing”.")).toBeVisible();
  expect(
    await seriousAxeViolations(desk),
    "accessibility of the loan file's underwriting at 1440×900",
  ).toEqual([]);
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESK.width);
  await desk.goto("/portal/referred");
  await expect(desk.getByRole("heading", { level: 1, name: "Referred to underwriting" })).toBeVisible();
  await expect(desk.locator(`a[href="${loanFile}"]`)).toHaveCount(0);

  // Pat's tracker follows the person's decision and the milestone.
  await page.reload();
  await expect(page.getByText("Your application is approved, with a few things still needed.")).toBeVisible();
  const tracker = page.getByRole("region", { name: "Your application status" });
  await expect(tracker.getByRole("listitem").filter({ hasText: "Processing" })).not.toContainText("Not yet");
  await expect(tracker.getByRole("listitem").filter({ hasText: "Funds sent" })).toContainText("Not yet");
});
