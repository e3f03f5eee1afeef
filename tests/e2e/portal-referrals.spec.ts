import { expect, test } from "./fixtures";
import { signInAsDemoAdmin } from "./portal-support";

test("portal referral links (/portal/referrals) at 375 px: the demo admin makes a link with the keyboard alone, copies it, sees it listed as not used yet, and is told the rate sheet is the lender's; zero axe and CSP violations", async ({
  page,
  axe,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });

  // The server's HTML of the page carries no style attributes (the nonce CSP refuses them).
  const html = await (await page.request.get("/portal/referrals")).text();
  expect(html).not.toMatch(/<[^>]+\sstyle="/);

  await page.goto("/portal/referrals");
  await expect(page).toHaveURL(/\/portal\/login\?error=SessionRequired&callbackUrl=%2Fportal%2Freferrals$/);
  await signInAsDemoAdmin(page);
  await expect(page).toHaveURL(/\/portal\/referrals$/);
  await expect(page.getByRole("heading", { level: 1, name: "Referral links" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Make a referral link" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent links of Demo Credit Union (demo)" })).toBeVisible();
  expect(await axe()).toEqual([]);

  // Keyboard alone: Enter on an empty form says what is missing, beside each field.
  const firstName = page.getByLabel("Their first name");
  await firstName.focus();
  await page.keyboard.press("Enter");
  await expect(firstName).toHaveAccessibleDescription("Enter their first name");
  await expect(page.getByLabel("Their e-mail")).toHaveAccessibleDescription("Enter their e-mail address");
  await expect(firstName).toBeFocused();
  expect(await axe()).toEqual([]);

  const email = `rita.moss.${Date.now()}@mail.test`;
  await page.keyboard.type("Rita");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Moss");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("3025550100");
  await page.keyboard.press("Tab");
  await page.keyboard.type("19801");
  await page.keyboard.press("Tab");
  await page.keyboard.type("450000");
  await page.keyboard.press("Tab");
  await page.keyboard.type("120000");
  await expect(page.getByLabel("Their phone (optional)")).toHaveValue("(302) 555-0100");
  await expect(page.getByLabel("Estimated home value (optional)")).toHaveValue("$450,000");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Make the link" })).toBeFocused();
  await page.keyboard.press("Enter");

  // The link, shown once: its heading takes focus; the URL is in a read-only field; Copy copies it.
  const made = page.getByRole("heading", { name: "The link for Rita Moss" });
  await expect(made).toBeFocused();
  const field = page.getByLabel("Referral link for Rita Moss");
  const url = await field.inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL}/app/initial-setup/mcr\\?ref=[A-Za-z0-9_-]{32}$`));
  await expect(field).toHaveAttribute("readonly", "");
  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Copy the link" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "The link is copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await axe()).toEqual([]);

  // Listed for the organisation, newest first, not used yet.
  const card = page.getByRole("article", { name: "Rita Moss" }).filter({ hasText: email });
  await expect(card).toBeVisible();
  await expect(card.getByText("Not used yet")).toBeVisible();

  // "Make another link" empties the form; the link is not shown again.
  await page.getByRole("button", { name: "Make another link" }).click();
  await expect(page.getByLabel("Their first name")).toHaveValue("");
  await expect(page.getByLabel("Referral link for Rita Moss")).toHaveCount(0);

  // The link leads to the old flow's MCR screen on this site (built elsewhere: only the address here).
  const context = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 375, height: 812 } });
  if (!context) throw new Error("No browser for a second context");
  const person = await context.newPage();
  await person.goto(url);
  expect(new URL(person.url()).pathname).toBe("/app/initial-setup/mcr");
  await context.close();

  // From the portal home: the link to this page, and none to the rate sheet (a partner's admin).
  await page.goto("/portal");
  await expect(page.getByRole("heading", { name: "Welcome, Demo Administrator" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Referral links" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Rate sheet" })).toHaveCount(0);
  await page.goto("/portal/rate-sheet");
  await expect(page.getByRole("heading", { level: 1, name: "Rate sheet" })).toBeVisible();
  await expect(
    page.getByText("Only the lender’s pricing administrators can see and change the rate sheet.", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByLabel("Rate sheet (JSON)")).toHaveCount(0);
  expect(await axe()).toEqual([]);
});
