import { expect, test } from "./fixtures";

test("portal sign-in page (/portal/login) at 375 px: e-mail and password with visible labels, no serious accessibility violations, no CSP violations", async ({
  page,
  visit,
  axe,
}) => {
  await visit("/portal/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the partner portal" })).toBeVisible();
  await expect(page.getByLabel("Work e-mail")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  expect(await axe()).toEqual([]);

  // Empty fields: each says what to enter, beside itself.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Enter your password");
  expect(await axe()).toEqual([]);
});

test("portal sign-in page (/portal/login?error=…): known codes read as sentences, other text in the address is never shown", async ({
  page,
  visit,
}) => {
  await visit("/portal/login?error=SessionRequired&callbackUrl=%2Fportal%2Fmanage-users");
  await expect(page.getByText("Please sign in to the portal to continue.")).toBeVisible();

  await visit("/portal/login?error=Your%20account%20is%20locked%2C%20call%20555-0199");
  await expect(page.getByText("Something went wrong while signing you in. Please try again.")).toBeVisible();
  await expect(page.getByText(/555-0199/)).toHaveCount(0);
});
