import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { Inbox, newApplicantEmail } from "./outbox";

const WRONG_PASSWORD =
  "That e-mail address and password do not match. Try again, or sign in with a code we e-mail you.";

/** The sign-up form on /app/login, finished with the code from the outbox: ends signed in. */
async function signUpThroughTheForm(page: Page, inbox: Inbox, details: { password?: string } = {}) {
  await page.getByRole("button", { name: "New here? Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeFocused();
  await page.getByLabel("E-mail address").fill(inbox.email);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Mobile phone").fill("302 555 0142");
  if (details.password) await page.getByLabel("Password (optional)").fill(details.password);
  await page.getByLabel("Mobile phone").press("Tab");
  await expect(page.getByLabel("Mobile phone")).toHaveValue("(302) 555-0142");
  await page.getByRole("button", { name: "Create my account" }).click();

  await expect(page.getByText(`We e-mailed a 6-digit code to ${inbox.email}`)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await inbox.nextCode());
  await page.getByRole("button", { name: "Finish creating my account" }).click();
  // With no application yet, sign-in goes on to the entry of the flow (spec §4, decision 036).
  await expect(page).toHaveURL(/\/prequal\/building-type$/);
  await expect(page.getByRole("heading", { name: "Tell us about your home" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your account" })).toContainText("Signed in as Ada Lovelace");
}

test("/app/login sign-up form: a new applicant signs up with the e-mailed code, signs out (the server session ends), is refused a wrong password in plain words, and signs in again with a code", async ({
  page,
  visit,
  axe,
  request,
}) => {
  const inbox = new Inbox(newApplicantEmail("sign-up"));
  await visit("/app/login");
  await signUpThroughTheForm(page, inbox, { password: "a long enough passphrase 7" });
  expect(await axe(), "accessibility of the entry step, signed in").toEqual([]);

  const sessionCookie = (await page.context().cookies()).find((c) =>
    c.name.endsWith("keystone-applicant.session-token"),
  );
  expect(sessionCookie, "the applicant realm's session cookie").toBeDefined();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // The old cookie no longer names a session: the sign-out ended it on the server.
  const replay = await request.get("/api/authApplicant/session", {
    headers: { cookie: `${sessionCookie?.name}=${sessionCookie?.value}` },
  });
  expect(await replay.json()).toEqual({});

  await page.getByLabel("E-mail address").fill(inbox.email);
  await page.getByLabel("Password").fill("not the passphrase");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(WRONG_PASSWORD);
  await expect(page.getByLabel("E-mail address")).toHaveValue(inbox.email);

  await page.getByRole("button", { name: "E-mail me a code instead" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with a code" })).toBeFocused();
  await page.getByLabel("E-mail address").fill(inbox.email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await page.getByLabel("6-digit code").fill(await inbox.nextCode());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/prequal\/building-type$/);
  await expect(page.getByRole("region", { name: "Your account" })).toContainText("Signed in as Ada Lovelace");
});

test("/app/login at 375 px: every view has no serious accessibility violations and no CSP violations, and errors are tied to their fields", async ({
  page,
  visit,
  axe,
}) => {
  await visit("/app/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(await axe(), "sign in").toEqual([]);

  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const email = page.getByLabel("E-mail address");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/e-mail/i);
  // The "password or code" rule is checked once the e-mail reads well (zod runs refinements last).
  await email.fill("someone@example.com");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(
    "Enter your password, or the code we e-mailed you",
  );
  expect(await axe(), "sign in with errors").toEqual([]);

  for (const [button, heading] of [
    ["New here? Create an account", "Create your account"],
    ["E-mail me a code instead", "Sign in with a code"],
    ["Sign in with your password", "Sign in"],
    ["Forgot your password?", "Reset your password"],
  ] as const) {
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("heading", { name: heading })).toBeFocused();
    expect(await axe(), heading).toEqual([]);
  }
  // The whole page fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("/app/login ?error=: known codes read as sentences (SessionExpired, SessionRequired from next-auth's sign-in route), anything else as the default and never echoed", async ({
  page,
  visit,
}) => {
  await visit("/app/login?error=SessionExpired");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "signed out after 15 minutes without activity",
  );

  await visit("/api/authApplicant/signin?error=SessionRequired&callbackUrl=%2Fapp%2Fapplication%2F1");
  await expect(page).toHaveURL(/\/app\/login\?/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please sign in to see that page.");

  await visit(`/app/login?error=${encodeURIComponent("Call 555-0199 to unlock your account.")}`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "We could not sign you in. Please try again, or sign in with a code we e-mail you.",
  );
  await expect(page.getByText("555-0199")).toHaveCount(0);
});

test("/app/login session client: a failed session fetch is reported as CLIENT_FETCH_ERROR and reaches the applicant realm's _log, and the page still offers to sign in", async ({
  page,
  visit,
  request,
}) => {
  await page.route("**/api/authApplicant/session", (route) => route.abort());
  // next-auth's client logger keeps its global base path: it beacons /api/auth/_log, which the host
  // sends on (307, body kept) to the realm of the page, here the applicant realm.
  const logged = page.waitForRequest(
    (r) =>
      r.method() === "POST" &&
      new URL(r.url()).pathname.endsWith("/_log") &&
      /CLIENT_FETCH_ERROR/.test(r.postData() ?? ""),
  );
  await visit("/app/login");
  const beacon = await logged;
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toBeEditable();

  const sent = await request.post(new URL(beacon.url()).pathname, {
    form: Object.fromEntries(new URLSearchParams(beacon.postData() ?? "")),
    maxRedirects: 0,
  });
  const reached = new URL(sent.headers().location ?? beacon.url(), beacon.url()).pathname;
  expect(reached).toBe("/api/authApplicant/_log");
  const answered = await request.post(reached, {
    form: Object.fromEntries(new URLSearchParams(beacon.postData() ?? "")),
  });
  expect(answered.status()).toBe(200);
});

test("/app/login idle timeout: two minutes before the 15-minute limit a dialog offers to stay signed in; at the limit the applicant is signed out and told why", async ({
  page,
  visit,
}) => {
  await page.clock.install();
  const inbox = new Inbox(newApplicantEmail("idle"));
  await visit("/app/login");
  await signUpThroughTheForm(page, inbox);

  await page.clock.fastForward("13:01");
  const dialog = page.getByRole("dialog", { name: "Are you still there?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  // The page is readable again (the dialog left no aria-hidden behind).
  await expect(page.getByRole("main")).not.toHaveAttribute("aria-hidden", "true");
  await expect(page.getByRole("heading", { name: "Tell us about your home" })).toBeVisible();

  await page.clock.fastForward("15:01");
  await expect(page).toHaveURL(/\/app\/login\?error=SessionExpired/);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "signed out after 15 minutes without activity",
  );
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});
