import { expect, test } from "./fixtures";
import { signInAsDemoAdmin } from "./portal-support";

test("portal idle timeout (decision 110): two minutes before the 30-minute limit a dialog offers to stay signed in, keyboard first and with zero axe violations; at the limit the staff member lands on /portal/login told why", async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.goto("/portal/referrals");
  await signInAsDemoAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Referral links" })).toBeVisible();

  await page.clock.fastForward("28:01");
  const dialog = page.getByRole("dialog", { name: "Are you still working?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("we will sign you out at");
  await expect(dialog.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  expect(await axe()).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main")).not.toHaveAttribute("aria-hidden", "true");

  await page.clock.fastForward("30:01");
  await expect(page).toHaveURL(/\/portal\/login\?error=SessionExpired&callbackUrl=%2Fportal%2Freferrals$/);
  await expect(page.getByText("You were signed out after 30 minutes without activity")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the partner portal" })).toBeVisible();
});
