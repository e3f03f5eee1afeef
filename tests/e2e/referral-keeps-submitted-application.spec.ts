import type { Browser, Page } from "@playwright/test";
import { applicationSubmitted } from "./application-api";
import { expect, recordCspViolations, test } from "./fixtures";
import { signInAsDemoAdmin } from "./portal-support";
import { prequalApi, signInWithCode } from "./prequal-api";

const PHONE = { width: 375, height: 812 };

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
 * Issue 19 item 2 (decision 070), end to end: Pat applied on a computer; the demo admin makes a
 * referral link in Pat's name, which Pat opens on a phone, not signed in there, and then signs in
 * with an e-mailed code. The link may only bring a new lead: Pat's submitted application stays the
 * lender's, out of the demo organisation's applicants, while the phone's screen names the partner
 * and offers the choice to share. (The portal's documents screens — waive, conditions — are
 * covered by their component tests and tests/integration/portal/pipeline.test.ts, since a partner
 * can no longer reach an application it did not bring.)
 */
test("portal referral at 375 px: a link opened by an applicant who already applied names the partner, and her submitted application stays out of the partner's applicants", async ({
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

  // Pat opens it on the phone, not signed in there: the screen names the partner and asks.
  const applicantCsp: string[] = [];
  const phone = await phoneOf(browser, baseURL, applicantCsp);
  await phone.goto(url);
  await expect(
    phone.getByRole("heading", { level: 1, name: "Check the details your adviser sent us" }),
  ).toBeVisible();
  await expect(phone.getByRole("heading", { name: /^Share your application with / })).toBeVisible();
  await expect(
    phone.getByRole("checkbox", { name: /^I agree that .+, who sent me this link/ }),
  ).not.toBeChecked();
  await fitsThePhone(phone);

  // Then signs in there with an e-mailed code: the first call with the session claims the draft.
  const { csrfToken } = (await (await phone.request.get("/api/authApplicant/csrf")).json()) as {
    csrfToken: string;
  };
  const codeSent = await phone.request.post("/api/authApplicant/signin/email", {
    form: { csrfToken, email: inbox.email, callbackUrl: "/app/login", json: "true" },
  });
  expect(codeSent.ok(), "a sign-in code is e-mailed").toBe(true);
  await signInWithCode(phone, inbox);
  await prequalApi(phone).query("prequal.record");

  // The admin's applicants do not include Pat: the link did not move the application.
  await page.goto("/portal/applicants");
  await expect(page.getByRole("heading", { level: 1, name: "Applicants" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: inbox.email })).toHaveCount(0);
  expect(await axe(), "accessibility of the applicants").toEqual([]);
  await fitsThePhone(page);
  expect(applicantCsp).toEqual([]);
});
