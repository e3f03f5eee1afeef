import { applicationSubmitted } from "./application-api";
import { fitsThePhone } from "./application-screens";
import { expect, hydrated, recordCspViolations, seriousAxeViolations, test } from "./fixtures";
import { signInAsDemoLenderAdmin } from "./portal-support";

const PHONE = { width: 375, height: 812 };
const DESK = { width: 1440, height: 900 };
const REASON = "We need your March statement: the one on file ends in February.";
const QUESTION = "Please also tell us who the second account holder is.";
const NOTE = "Checked the statement dates against the credit report.";
const REPLY = "It is my wife, Sam. March's statement is coming today.";

/**
 * Issue 22 item 4 (decision 098), the borrower's side alone: Pat, on a 375 px phone, opens the
 * messages from the documents page, writes to the loan team with the keyboard (an empty message is
 * refused beside the box first), and sees the message in the thread, markup as text; no serious
 * axe violation, no sideways scroll, no CSP violation (the fixture).
 */
test("messages: a borrower writes to the loan team at 375 px with the keyboard", async ({
  page,
  visit,
  axe,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  await applicationSubmitted(page);
  await visit("/app/upload");
  await page.getByRole("link", { name: "Messages with your loan team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByText("No messages yet.", { exact: false })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Write your message before sending it.")).toBeVisible();
  await page.getByLabel("Your message").focus();
  await page.keyboard.type("Is <b>March</b> enough?");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Your message was sent." })).toBeVisible();
  const thread = page.getByRole("list", { name: "Messages" });
  await expect(thread.getByText("Is <b>March</b> enough?")).toBeVisible();
  await expect(thread.getByText("You", { exact: true })).toBeVisible();
  expect(await axe(), "accessibility of the messages at 375 px").toEqual([]);
  await fitsThePhone(page);
});

/**
 * Issue 22 item 4 (decisions 097, 098), as the people involved: the lender's administrator asks Pat,
 * who applied directly, for a bank statement with a reason and writes to Pat from the loan file,
 * keeping an internal note; Pat, on a 375 px phone, reads the reason on the checklist line and the
 * message (never the note) in /app/messages, and replies with the keyboard; the administrator sees
 * the reply on the loan file at 1440×900. No serious axe violation, no sideways scroll, no CSP
 * violation.
 */
test("requests and messages: staff ask with a reason and write; the borrower reads both at 375 px and replies; staff see the reply", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const patContext = await browser.newContext({ baseURL, viewport: PHONE });
  const pat = await patContext.newPage();
  const patCsp: string[] = [];
  await recordCspViolations(pat, patCsp);
  const inbox = await applicationSubmitted(pat);

  // Staff, at a desk: ask for a bank statement with a reason, then write to Pat and keep a note.
  await page.setViewportSize(DESK);
  await page.goto("/portal/applicants");
  await signInAsDemoLenderAdmin(page);
  await page.getByLabel("Search by name, e-mail or application number").fill(inbox.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // Pat's row by e-mail: other specs' Pats are in the lender's pipeline too until the search answers.
  await page
    .getByRole("table", { name: "Applications" })
    .getByRole("row")
    .filter({ hasText: inbox.email })
    .getByRole("link", { name: "Pat Landlord", exact: true })
    .click();
  const loanFileUrl = page.url();
  const applicationId = /applicants\/([^/]+)/.exec(loanFileUrl)?.[1];
  await page.goto(`/portal/applicants/${applicationId}`);
  await page.getByLabel("Document", { exact: true }).click();
  await page.getByRole("option", { name: "Bank statements" }).click();
  await page.getByLabel("Reason the applicant reads").fill(REASON);
  await page.getByRole("button", { name: "Ask for it" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Ask for it" }).click();
  await page.goto(`/portal/applicants/${applicationId}/loan-file`);
  const messages = page.getByRole("region", { name: "Messages and notes" });
  await messages.getByLabel("Message or note").fill(NOTE);
  await messages.getByRole("button", { name: "Save as internal note" }).click();
  await expect(messages.getByText("Note saved.")).toBeVisible();
  await messages.getByLabel("Message or note").fill(QUESTION);
  await messages.getByRole("button", { name: "Send to the borrower" }).click();
  await expect(messages.getByText("Sent to the borrower.")).toBeVisible();
  expect(await seriousAxeViolations(page), "accessibility of the loan file's messages").toEqual([]);

  // Pat: the reason on the checklist line, then the thread, without the note; a reply by keyboard.
  await pat.goto("/app/upload");
  await hydrated(pat);
  await expect(pat.getByText(REASON)).toBeVisible();
  await expect(pat.getByText("Why your loan team asks:")).toBeVisible();
  await fitsThePhone(pat);
  await pat.getByRole("link", { name: "Messages with your loan team" }).click();
  await expect(pat.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const thread = pat.getByRole("list", { name: "Messages" });
  await expect(thread.getByText(QUESTION)).toBeVisible();
  await expect(pat.getByText(NOTE)).toHaveCount(0);
  await pat.getByLabel("Your message").focus();
  await pat.keyboard.type(REPLY);
  await pat.keyboard.press("Tab");
  await pat.keyboard.press("Enter");
  await expect(pat.getByRole("status").filter({ hasText: "Your message was sent." })).toBeVisible();
  await expect(thread.getByText(REPLY)).toBeVisible();
  expect(await seriousAxeViolations(pat), "accessibility of the messages at 375 px").toEqual([]);
  await fitsThePhone(pat);
  expect(patCsp, "Content-Security-Policy violations on Pat's pages").toEqual([]);
  await patContext.close();

  // Staff: the reply is on the loan file.
  await page.reload();
  await expect(page.getByRole("region", { name: "Messages and notes" }).getByText(REPLY)).toBeVisible();
});
