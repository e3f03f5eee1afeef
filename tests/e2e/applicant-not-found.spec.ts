import { expect, test } from "./fixtures";

test("applicant area page not found (/app/no-such-page) at 375 px: “Report this broken link” calls the API with both guard headers and thanks the person in a toast, no CSP violations", async ({
  page,
  visit,
}) => {
  await visit("/app/no-such-page");
  await expect(page.getByRole("heading", { name: "We can’t find that page" })).toBeVisible();

  // The client batches: the path may name other procedures sent in the same request.
  const report = page.waitForRequest(
    (request) =>
      request.method() === "POST" &&
      /^\/api\/trpc\/(.+,)?system\.reportClientEvent(,|$)/.test(new URL(request.url()).pathname),
  );
  await page.getByRole("button", { name: "Report this broken link" }).click();
  const sent = await report;
  const headers = await sent.allHeaders();
  expect(headers["x-same-origin"]).toBe("1");
  expect(headers["x-recaptcha-token"]).toMatch(/\S/);
  await expect(page.getByText("Thanks, we’ve passed this broken link on.")).toBeVisible();
});
