import { expect, test } from "./fixtures";

/**
 * Spec §4: an unauthenticated visit to an application step with no application loaded ends the
 * session and returns to the entry step of the flow the build selects (new: /prequal/building-type);
 * pages spec §4 never redirects stay where they are.
 */
test("redirect guard: an anonymous visit to /app/application/1 is sent to the entry step; an ineligible page is left alone", async ({
  page,
}) => {
  const deleted = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().includes("identity.deleteSession"),
  );
  await page.goto("/app/application/1");
  await deleted;
  await expect(page).toHaveURL(/\/prequal\/building-type$/);

  await page.goto("/app/ineligible/boost");
  await expect(
    page.getByRole("heading", { level: 1, name: "Let’s get your credit score ready" }),
  ).toBeVisible();
  await expect(page.getByText(/We have no decision on file for you/)).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/app\/ineligible\/boost$/);
});
