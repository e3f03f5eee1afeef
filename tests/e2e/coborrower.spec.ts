import fs from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { applicationSubmitted } from "./application-api";
import { consentedAndSigned, passportVerified } from "./closing-screens";
import { expect, recordCspViolations, seriousAxeViolations, test, visitHydrated } from "./fixtures";
import { headersOf, Inbox, newApplicantEmail } from "./outbox";

const PHONE = { width: 375, height: 812 };

/** Another person's browser at the phone's size: a page whose CSP violations are kept in `csp`. */
async function phoneOf(browser: Browser, baseURL: string | undefined, csp: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, reducedMotion: "reduce" });
  const page = await context.newPage();
  await recordCspViolations(page, csp);
  return page;
}

/** The text of the first message to `email` whose subject matches, waiting for the job that sends it. */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  const folder = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const file of (await fs.readdir(folder).catch(() => [] as string[])).filter((f) =>
      f.endsWith(".eml"),
    )) {
      const eml = await fs.readFile(path.join(folder, file), "utf8");
      const headers = headersOf(eml);
      if (
        (headers.get("to") ?? "").toLowerCase().includes(email) &&
        subject.test(headers.get("subject") ?? "")
      )
        return eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    }
    if (Date.now() > deadline) throw new Error(`No message like ${subject} was e-mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Issue 11, decisions 044 and 068: Pat confirmed the summary with coborrower Sam, whose address the
 * prequalification did not collect. On the sign screen Pat gives it; the invitation goes out
 * through the job queue with a single-use link bound to Pat's application. Sam opens it on a
 * phone, creates his own account in his own name (none was made for him), sees whose application
 * it is — Pat's full name and the home — accepts it, and lands on his own steps — his consent
 * first, his own files — while the borrower's steps stay closed to him. No serious axe violation
 * at 375 px.
 */
test("the coborrower, invited from the borrower's sign screen, creates their own account, accepts the invitation naming the borrower and the home, sees only their own steps, consents, signs and verifies their identity there", async ({
  page,
  visit,
  axe,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await applicationSubmitted(page);

  await visit("/app/application/sign");
  const sam = new Inbox(newApplicantEmail("sam"));
  await page.getByLabel("Sam Rivera’s e-mail address").fill(sam.email);
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByText(`We e-mailed Sam Rivera at ${sam.email}`)).toBeVisible();
  await expect(page.getByText("Still to do by Sam Rivera:")).toBeVisible();
  expect(await axe(), "the borrower's sign screen with the coborrower invited").toEqual([]);

  const invitation = await mailTo(sam.email, /named you as coborrower/);
  expect(invitation).toContain("Pat Landlord has applied for a loan");
  expect(invitation).toContain("12 Elm Street, Wilmington, DE 19801");
  const link = invitation.match(
    /https?:\/\/[^\s"<>]+\/app\/login\?callbackUrl=%2Fapp%2Fcoborrower%3Finvitation%3D[\w-]{43}/,
  )?.[0];
  expect(link, "the invitation's link").toBeDefined();

  const csp: string[] = [];
  const phone = await phoneOf(browser, baseURL, csp);
  await visitHydrated(phone, new URL(link as string).pathname + new URL(link as string).search);
  // Sam has no account yet: he makes his own, in his own name.
  await phone.getByRole("button", { name: "New here? Create an account" }).click();
  await phone.getByLabel("E-mail address").fill(sam.email);
  await phone.getByLabel("First name").fill("Sam");
  await phone.getByLabel("Last name").fill("Rivera");
  await phone.getByLabel("Mobile phone").fill("3025550177");
  await phone.getByRole("button", { name: "Create my account" }).click();
  await phone.getByLabel("6-digit code").fill(await sam.nextCode());
  await phone.getByRole("button", { name: "Finish creating my account" }).click();

  await expect(phone).toHaveURL(/\/app\/coborrower\?invitation=/);
  await expect(
    phone.getByText(
      "Pat Landlord invited you to be the coborrower on their home equity line of credit for 12 Elm Street, Wilmington, DE 19801.",
    ),
  ).toBeVisible();
  expect(await seriousAxeViolations(phone), "the invitation to accept").toEqual([]);
  await phone.getByRole("button", { name: "Accept Pat Landlord’s invitation" }).click();

  await expect(phone).toHaveURL(/\/app\/coborrower$/);
  await expect(phone.getByRole("heading", { level: 1, name: "Sign as coborrower" })).toBeVisible();
  await expect(
    phone.getByText(/Pat Landlord named you as coborrower on their loan application for 12 Elm Street/),
  ).toBeVisible();
  await expect(phone.getByRole("link", { name: "Open the PDF with your code" })).toHaveAttribute(
    "href",
    "/app/coborrower/consent-check.pdf",
  );
  expect(await seriousAxeViolations(phone), "the coborrower's own page").toEqual([]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The borrower's own steps are not Sam's: their files answer 404, their procedures refuse him.
  expect((await phone.request.get("/app/application/sign/consent-check.pdf")).status()).toBe(404);
  expect((await phone.request.get("/app/coborrower/consent-check.pdf")).status()).toBe(200);

  // Sam's own steps: his consent with his PDF's code, his signature, his passport.
  await consentedAndSigned(phone, "Sam Rivera", "/app/coborrower/consent-check.pdf", () =>
    seriousAxeViolations(phone),
  );
  await passportVerified(phone, () => seriousAxeViolations(phone));
  await expect(
    phone.getByText("Thank you: you have signed the disclosures and verified your identity.", {
      exact: false,
    }),
    "the coborrower is told they are finished",
  ).toBeVisible();
  expect(csp, "Content-Security-Policy violations on the coborrower's phone").toEqual([]);
  await phone.context().close();

  // The borrower's sign screen now says Sam has done his part.
  await page.reload();
  await expect(
    page.getByText("Sam Rivera has signed the disclosures and verified their identity on their own account."),
  ).toBeVisible();
});
