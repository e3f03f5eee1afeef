import { expect, test } from "./fixtures";
import { invitationLinkFor, signInAsDemoLenderAdmin } from "./portal-support";

test("a lender administrator creates a partner organisation with its first admin's invitation, then invites a processor to the lender (decisions 088, 090)", async ({
  page,
  axe,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();

  // The demo's lender administrator, printed once at the first start, enrols at its first sign-in
  // (whichever spec signs them in first).
  await page.goto("/portal/login");
  await signInAsDemoLenderAdmin(page);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText("Create partner organisations for every organisation")).toBeVisible();

  // A partner organisation, with its first administrator invited.
  await page.getByRole("link", { name: "Organisations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Organisations" })).toBeVisible();
  expect(await axe()).toEqual([]);
  const form = page.getByRole("region", { name: "Create a partner organisation" });
  // The form checks with the server's schema first and keeps what was typed.
  await form.getByLabel("Their first administrator’s work e-mail").fill("not an address");
  await form.getByRole("button", { name: "Create and invite" }).click();
  await expect(form.getByText("Enter the organisation's name")).toBeVisible();
  const name = `Harbor Brokers ${stamp}`;
  const partnerAdmin = `dana.${stamp}@harborbrokers.com`;
  await form.getByLabel("Organisation’s name").fill(name);
  await form.getByLabel("Their first administrator’s work e-mail").fill(partnerAdmin);
  await form.getByRole("button", { name: "Create and invite" }).click();
  await expect(page.getByText(`${name} created. Invitation sent to ${partnerAdmin}.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  expect(await invitationLinkFor(partnerAdmin)).toContain("/portal/accept-invitation#token=");

  // The same name again is refused with the server's sentence, beside the name.
  await form.getByLabel("Organisation’s name").fill(name.toUpperCase());
  await form.getByLabel("Their first administrator’s work e-mail").fill(`other.${stamp}@harborbrokers.com`);
  await form.getByRole("button", { name: "Create and invite" }).click();
  await expect(form.getByText(/exists already/)).toBeVisible();

  // A processor of the lender, invited from the users page with the lender's roles.
  await page.goto("/portal/manage-users");
  await expect(page.getByRole("heading", { level: 1, name: "Manage users" })).toBeVisible();
  expect(await axe()).toEqual([]);
  const processor = `pat.${stamp}@keystonehomecredit.com`;
  await page.getByRole("button", { name: "Invite a user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a user" });
  await dialog.getByLabel("Their work e-mail").fill(processor);
  await dialog.getByLabel("Role").selectOption({ label: "Processor" });
  await expect(dialog.getByLabel("NMLS ID")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${processor}.`)).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: processor })).toContainText("Processor");
  expect(await invitationLinkFor(processor)).toContain("/portal/accept-invitation#token=");
  // The invited person's card too (its status chip once fell short of the contrast needed).
  expect(await axe()).toEqual([]);
});
