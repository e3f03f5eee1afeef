import { applicationSubmitted } from "./application-api";
import { aPdf, chooseFiles } from "./closing-screens";
import { expect, test } from "./fixtures";
import { signInAsDemoLenderAdmin } from "./portal-support";

const DESK = { width: 1440, height: 900 };
const OVERTIME = "Upload your year-end paystubs for the last two years showing your overtime income.";

/**
 * Issue 22 item 3 (decisions 094–096), as the lender's administrator at a 1440×900 desk, on the file
 * of Pat, who applied directly: the admin writes condition 407 on Pat's loan file (category, owner,
 * due date); Pat uploads a lunch menu for it, which does not clear it but waits for review; the
 * admin reads it in the page's viewer and sends it back as the wrong document with a note, and Pat
 * reads why in plain words on the checklist; Pat sends the paystubs, the admin clears the
 * condition, and the timeline says who did what and why.
 */
test("reviewing a paystub at 1440×900: written, received, sent back with a reason the borrower reads, cleared", async ({
  page,
  axe,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const pat = await (await browser.newContext({ baseURL })).newPage();
  const inbox = await applicationSubmitted(pat);

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
  const conditions = page.getByRole("region", { name: "Conditions", exact: true });
  await expect(conditions.getByText("No conditions on this file.")).toBeVisible();

  // Writing condition 407: its words offered, prior to funding, due on a day already past.
  await conditions.getByRole("button", { name: "Write a condition" }).click();
  const write = page.getByRole("dialog", { name: "Write a condition" });
  await write.getByLabel("Condition").click();
  await page.getByRole("option", { name: /^407 — / }).click();
  await expect(write.getByLabel("What the applicant reads")).toHaveValue(OVERTIME);
  await write.getByLabel("Needed").click();
  await page.getByRole("option", { name: "Prior to funding" }).click();
  await write.getByLabel("Due date (optional)").fill("2020-01-15");
  await write.getByRole("button", { name: "Save" }).click();
  await expect(write).toBeHidden();
  await expect(conditions.getByText(OVERTIME)).toBeVisible();
  await expect(conditions.getByText("Prior to funding")).toBeVisible();
  await expect(conditions.getByText("Past due", { exact: true })).toBeVisible();

  // Pat sends a lunch menu for it: received, to review, not cleared.
  await pat.goto("/app/upload");
  const asked = pat.getByRole("region", { name: "We need a little more" });
  const choose = asked.getByRole("button", { name: `Choose files for ${OVERTIME}`, exact: true });
  await chooseFiles(pat, choose, [
    { name: "lunch-menu.pdf", mimeType: "application/pdf", buffer: await aPdf("Lunch menu") },
  ]);
  await expect(asked).toBeHidden({ timeout: 60_000 });

  await page.reload();
  await expect(conditions.getByText("Received, to review")).toBeVisible();
  await expect(conditions.getByRole("link", { name: "Download lunch-menu.pdf" })).toBeVisible();
  expect(await axe(), "accessibility of the conditions with a file to review").toEqual([]);

  // The reviewer reads it in the page, drawn by the server: a lunch menu.
  await conditions.getByRole("button", { name: "View lunch-menu.pdf" }).click();
  const viewer = page.getByRole("dialog", { name: "lunch-menu.pdf" });
  await expect(viewer.getByRole("img", { name: "Page 1 of 1 of lunch-menu.pdf" })).toBeVisible();
  expect(await axe(), "accessibility of the viewer").toEqual([]);
  await viewer.getByRole("button", { name: "Close" }).click();

  // Sent back as the wrong document, with a note written with markup: shown as typed.
  await conditions.getByRole("button", { name: "Send back" }).click();
  const sendBack = page.getByRole("dialog", { name: "Send back the file for condition 407?" });
  await sendBack.getByRole("combobox", { name: "Reason" }).click();
  await page.getByRole("option", { name: "Wrong document" }).click();
  await sendBack.getByLabel(/Note to the applicant/).fill("<b>This is a lunch menu</b>, not a paystub.");
  await sendBack.getByRole("button", { name: "Send back" }).click();
  await expect(sendBack).toBeHidden();
  await expect(conditions.getByText("Open", { exact: true })).toBeVisible();

  await pat.reload();
  await expect(
    asked.getByText("The file you sent isn’t the document we asked for.", { exact: false }),
  ).toBeVisible();
  await expect(
    asked.getByText("Our team’s note: <b>This is a lunch menu</b>, not a paystub.", { exact: false }),
  ).toBeVisible();
  await chooseFiles(pat, choose, [
    { name: "year-end-paystubs.pdf", mimeType: "application/pdf", buffer: await aPdf("Paystubs") },
  ]);
  await expect(asked).toBeHidden({ timeout: 60_000 });

  await page.reload();
  await conditions.getByRole("button", { name: "Clear" }).click();
  await expect(conditions.getByText("Cleared", { exact: true })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText("Cleared condition 407")).toBeVisible();
  await expect(
    timeline.getByText(
      "Sent back the file for condition 407 (Wrong document): “<b>This is a lunch menu</b>, not a paystub.”",
    ),
  ).toBeVisible();
  expect(await axe(), "accessibility of the loan file after the review").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESK.width);
});
