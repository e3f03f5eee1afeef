import type { Browser, Page } from "@playwright/test";
import { applicationSubmitted } from "./application-api";
import { expect, recordCspViolations, seriousAxeViolations, test, visitHydrated } from "./fixtures";
import { signInAsDemoAdmin } from "./portal-support";
import { prequalApi, signInWithCode } from "./prequal-api";

const PHONE = { width: 375, height: 812 };
const CONDITION_102 = "Explain the recent credit inquiries on your report.";
const ANSWER =
  "I shopped for a car loan in March and the dealer sent my application to three lenders. " +
  "I took one of the offers; the other two inquiries led to no account.";

/** Another person's browser at the phone's size: a page whose CSP violations are kept in `csp`. */
async function phoneOf(browser: Browser, baseURL: string | undefined, csp: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, reducedMotion: "reduce" });
  const page = await context.newPage();
  await recordCspViolations(page, csp);
  return page;
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Issue 10 with the lender's side (decision 040): Pat applied on a computer; the demo admin makes
 * Pat a referral link, which Pat opens on a phone and signs in there, so the referral follows the
 * draft to Pat's application (decision 036) and the demo organisation sees it. At 375 px the admin
 * waives Pat's W-2 forms and adds condition 102; Pat's income-documents step shows the line as not
 * needed and the condition in plain words, and Pat answers it — no serious or critical axe
 * violation, no CSP violation, on either side.
 */
test("portal documents at 375 px: an admin waives a referred applicant's W-2 forms and adds an information condition; the applicant sees the line not needed and answers the condition", async ({
  page,
  axe,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);

  // Pat's application, submitted on the computer (the API, as its screens send it).
  const computer = await browser.newContext({ baseURL });
  const inbox = await applicationSubmitted(await computer.newPage());
  await computer.close();

  // The demo admin makes Pat a referral link.
  await page.goto("/portal/referrals");
  await signInAsDemoAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Referral links" })).toBeVisible();
  await page.getByLabel("Their first name").fill("Pat");
  await page.getByLabel("Their last name").fill("Landlord");
  await page.getByLabel("Their e-mail").fill(inbox.email);
  await page.getByRole("button", { name: "Make the link" }).click();
  const url = await page.getByLabel("Referral link for Pat Landlord").inputValue();
  expect(url).toMatch(/\/app\/initial-setup\/mcr\?ref=/);

  // Pat opens it on the phone, not signed in there, then signs in with an e-mailed code: the
  // first prequalification call with the session hands the referral to Pat's application.
  const applicantCsp: string[] = [];
  const phone = await phoneOf(browser, baseURL, applicantCsp);
  await phone.goto(url);
  await expect(
    phone.getByRole("heading", { level: 1, name: "Check the details your adviser sent us" }),
  ).toBeVisible();
  await expect(phone).toHaveURL(/\/app\/initial-setup\/mcr$/);
  const { csrfToken } = (await (await phone.request.get("/api/authApplicant/csrf")).json()) as {
    csrfToken: string;
  };
  const codeSent = await phone.request.post("/api/authApplicant/signin/email", {
    form: { csrfToken, email: inbox.email, callbackUrl: "/app/login", json: "true" },
  });
  expect(codeSent.ok(), "a sign-in code is e-mailed").toBe(true);
  await signInWithCode(phone, inbox);
  await prequalApi(phone).query("prequal.record");

  // The admin finds Pat among the organisation's applicants.
  await page.goto("/portal/applicants");
  await expect(page.getByRole("heading", { level: 1, name: "Applicants" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: inbox.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: "Pat Landlord", exact: true })).toBeVisible();
  await expect(row.getByText("HELOC", { exact: true })).toBeVisible();
  expect(await axe(), "accessibility of the applicants").toEqual([]);
  await fitsThePhone(page);
  await row.getByRole("link", { name: "Open Pat Landlord’s documents" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Pat Landlord" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Checklist" })).toBeVisible();
  expect(await axe(), "accessibility of Pat's documents").toEqual([]);
  await fitsThePhone(page);

  // Waive the main borrower's W-2 forms, after saying yes.
  const mainBorrower = page
    .getByRole("heading", { level: 3, name: "Main borrower", exact: true })
    .locator("..");
  const w2 = mainBorrower.getByRole("article").filter({ hasText: "W-2 forms" });
  await w2.getByRole("button", { name: "Waive W-2 forms" }).click();
  const waiveDialog = page.getByRole("dialog", { name: "Waive W-2 forms?" });
  await expect(waiveDialog).toContainText("The applicant’s checklist will show this line as not needed.");
  expect(await axe(), "accessibility of the waiver's confirmation").toEqual([]);
  await waiveDialog.getByRole("button", { name: "Waive", exact: true }).click();
  await expect(waiveDialog).toBeHidden();
  await expect(w2.getByText("Not needed", { exact: true })).toBeVisible();
  await expect(w2.getByRole("button", { name: "Waive W-2 forms" })).toHaveCount(0);

  // Add condition 102, an information condition Pat answers in words.
  const conditions = page.getByRole("region", { name: "Conditions" });
  await expect(conditions.getByText("No conditions yet.")).toBeVisible();
  await conditions.getByRole("combobox", { name: "Condition" }).click();
  await page.getByRole("option", { name: `102 — ${CONDITION_102}` }).click();
  await conditions.getByRole("button", { name: "Add the condition" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add condition 102?" });
  await expect(addDialog).toContainText(`The applicant will read: “${CONDITION_102}”`);
  expect(await axe(), "accessibility of the condition's confirmation").toEqual([]);
  await addDialog.getByRole("button", { name: "Add the condition" }).click();
  await expect(addDialog).toBeHidden();
  const condition = conditions.getByRole("listitem").filter({ hasText: CONDITION_102 });
  await expect(condition.getByText("Open", { exact: true })).toBeVisible();
  expect(await axe(), "accessibility with the waiver and the condition").toEqual([]);
  await fitsThePhone(page);

  // Pat, on the phone: the W-2 forms are not needed, and the condition asks in plain words.
  await visitHydrated(phone, "/app/application/upload");
  await expect(phone.getByRole("heading", { level: 1, name: "Upload your documents" })).toBeVisible();
  const waived = phone
    .getByRole("region", { name: "Your documents", exact: true })
    .getByRole("article", { name: "W-2 forms", exact: true });
  await expect(waived.getByText("Not needed", { exact: true })).toBeVisible();
  await expect(waived.getByText("We no longer need this one. You don't have to send it.")).toBeVisible();
  const asked = phone.getByRole("region", { name: "We need a little more" });
  await expect(asked.getByText("Our team has a few more questions. Answer each one here.")).toBeVisible();
  await expect(asked.getByText(CONDITION_102)).toBeVisible();
  expect(await seriousAxeViolations(phone), "accessibility of the checklist with a condition").toEqual([]);
  await fitsThePhone(phone);

  await asked.getByRole("button", { name: "Answer" }).click();
  const answer = asked.getByRole("textbox", { name: "Your answer" });
  await expect(answer).toHaveAccessibleDescription("In your own words. Up to 4,000 characters.");
  await answer.fill(ANSWER);
  expect(await seriousAxeViolations(phone), "accessibility of the answer's form").toEqual([]);
  await asked.getByRole("button", { name: "Send my answer" }).click();
  await expect(asked.getByRole("status")).toHaveText("Thank you: your answer is saved.");
  await expect(asked.getByText(CONDITION_102)).toHaveCount(0);
  expect(await seriousAxeViolations(phone), "accessibility once answered").toEqual([]);
  await fitsThePhone(phone);

  // The admin sees the condition cleared, with Pat's words.
  await page.reload();
  const cleared = page
    .getByRole("region", { name: "Conditions" })
    .getByRole("listitem")
    .filter({ hasText: CONDITION_102 });
  await expect(cleared.getByText("Cleared", { exact: true })).toBeVisible();
  await expect(cleared).toContainText(ANSWER);
  expect(await axe(), "accessibility with the condition cleared").toEqual([]);

  await phone.context().close();
  expect(applicantCsp, "Content-Security-Policy violations on Pat's phone").toEqual([]);
});
