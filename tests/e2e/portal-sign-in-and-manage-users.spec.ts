import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { invitationLinkFor, signInAsDemoAdmin, signInWithEnrolment } from "./portal-support";

/** A second person's browser, whose CSP violations fail the test as the fixture's page does. */
async function secondBrowser(page: Page) {
  const context = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 375, height: 812 } });
  if (!context) throw new Error("No browser for a second context");
  const other = await context.newPage();
  const violations: string[] = [];
  other.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await other.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return { other, violations, close: () => context.close() };
}

test("portal sign-in with TOTP, manage users and accept an invitation: the demo admin enrols and lands on /portal, invites a loan officer who accepts in another browser and enrols, then is deactivated and sent to sign in on reload", async ({
  page,
  visit,
  axe,
}) => {
  test.setTimeout(180_000);

  // A signed-out visitor to the portal home is sent to sign in, and comes back afterwards.
  await page.goto("/portal");
  await expect(page).toHaveURL(/\/portal\/login\?error=SessionRequired&callbackUrl=%2Fportal$/);
  await expect(page.getByText("Please sign in to the portal to continue.")).toBeVisible();
  // The demo admin enrols at their first sign-in of the run (another test may have come first).
  await signInAsDemoAdmin(page);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Partner portal" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome, Demo Administrator" })).toBeVisible();
  await expect(page.getByText("Invite and manage users for Demo Credit Union (demo)")).toBeVisible();
  expect(await axe()).toEqual([]);

  // Invite a loan officer.
  await page.getByRole("link", { name: "Manage users" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage users" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Demo Administrator (you)" })).toBeVisible();
  expect(await axe()).toEqual([]);
  const invitee = {
    email: `lee.officer.${Date.now()}@democreditunion.com`,
    password: "Quiet-Harbour-Lantern-2041",
  };
  await page.getByRole("button", { name: "Invite a user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a user" });
  await dialog.getByLabel("Their work e-mail").fill(invitee.email);
  await dialog.getByLabel("Role").selectOption({ label: "Loan officer" });
  expect(await axe()).toEqual([]);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  const inviteeCard = page.getByRole("article").filter({ hasText: invitee.email });
  await expect(inviteeCard.getByText("Invited")).toBeVisible();

  // The invitee accepts in their own browser, then signs in for the first time.
  const link = await invitationLinkFor(invitee.email);
  const second = await secondBrowser(page);
  const { other } = second;
  await other.goto(link);
  await expect(
    other.getByRole("heading", { level: 1, name: "Accept your invitation to the partner portal" }),
  ).toBeVisible();
  await expect
    .poll(() => new URL(other.url()).hash, { message: "the token leaves the address bar" })
    .toBe("");
  await other.getByLabel("First name").fill("Lee");
  await other.getByLabel("Last name").fill("Officer");
  await other.getByLabel("Password").fill(invitee.password);
  await other.getByRole("button", { name: "Create my account" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Your portal account is ready" })).toBeVisible();
  await other.getByRole("link", { name: "Sign in to the portal" }).click();
  await signInWithEnrolment(other, invitee);
  await expect(other).toHaveURL(/\/portal$/);
  await expect(other.getByRole("heading", { name: "Welcome, Lee Officer" })).toBeVisible();
  await expect(other.getByText(/loan officer at Demo Credit Union \(demo\)/)).toBeVisible();
  await expect(other.getByRole("link", { name: "Manage users" })).toHaveCount(0);
  await other.goto("/portal/manage-users");
  await expect(other.getByText("Your role doesn’t allow managing users.", { exact: false })).toBeVisible();
  await other.goto("/portal");
  await expect(other.getByRole("heading", { name: "Welcome, Lee Officer" })).toBeVisible();

  // The admin sees them active, and deactivates them.
  await visit("/portal/manage-users");
  const card = page.getByRole("article").filter({ hasText: invitee.email });
  await expect(card.getByText("Active")).toBeVisible();
  await expect(card.getByText("Set up", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Deactivate Lee Officer" }).click();
  const confirm = page.getByRole("dialog", { name: "Deactivate Lee Officer?" });
  expect(await axe()).toEqual([]);
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("Lee Officer is deactivated.")).toBeVisible();
  await expect(card.getByText("Deactivated")).toBeVisible();
  await expect(card.getByRole("button", { name: "Reactivate Lee Officer" })).toBeVisible();

  // The invitee's next request finds their session over.
  await other.reload();
  await expect(other).toHaveURL(/\/portal\/login\?error=SessionRequired&callbackUrl=%2Fportal$/);
  await expect(other.getByRole("heading", { level: 1, name: "Sign in to the partner portal" })).toBeVisible();
  expect(second.violations, "Content-Security-Policy violations in the invitee's browser").toEqual([]);
  await second.close();
});
