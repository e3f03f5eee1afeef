import type { Browser, Page } from "@playwright/test";
import { applicationSubmitted } from "./application-api";
import type { Inbox } from "./outbox";
import { signInAsDemoAdmin } from "./portal-support";
import { prequalApi, signInWithCode } from "./prequal-api";

/**
 * Pat (with coborrower Sam) applied and completed the application, and the demo organisation's
 * administrator (signed in on `page`) made Pat a referral link, which Pat opened and signed in
 * through. Returns Pat's mailbox, which holds the codes of later sign-ins, and Pat's page, signed in.
 *
 * Waiting on a journey helper: the carry-over decision 070 removed means the referral never moves
 * Pat's existing application to the partner's pipeline; the journeys that need it are `fixme` until
 * the helpers carry a referred lead to submission through the consent screen.
 */
export async function patReferredToTheDemoOrganisation(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ inbox: Inbox; pat: Page }> {
  const computer = await browser.newContext({ baseURL });
  const inbox = await applicationSubmitted(await computer.newPage());
  await computer.close();

  await page.goto("/portal/referrals");
  await signInAsDemoAdmin(page);
  await page.getByLabel("Their first name").fill("Pat");
  await page.getByLabel("Their last name").fill("Landlord");
  await page.getByLabel("Their e-mail").fill(inbox.email);
  await page.getByRole("button", { name: "Make the link" }).click();
  const url = await page.getByLabel("Referral link for Pat Landlord").inputValue();

  // Pat opens the link and signs in: the referral follows to Pat's application (decision 036).
  const patContext = await browser.newContext({ baseURL });
  const pat = await patContext.newPage();
  await pat.goto(url);
  const { csrfToken } = (await (await pat.request.get("/api/authApplicant/csrf")).json()) as {
    csrfToken: string;
  };
  await pat.request.post("/api/authApplicant/signin/email", {
    form: { csrfToken, email: inbox.email, callbackUrl: "/app/login", json: "true" },
  });
  await signInWithCode(pat, inbox);
  await prequalApi(pat).query("prequal.record");
  return { inbox, pat };
}
