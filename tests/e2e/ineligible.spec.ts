import { readFile } from "node:fs/promises";
import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newFlowJourney } from "./prequal-api";

/**
 * Issue 8: each ineligible persona reaches its screen, reads the principal reasons, and keeps the
 * adverse-action notice (Reg B) as a PDF. The new flow's screens are built elsewhere; this drives
 * their API through the browser's own cookies and opens only the ineligible page.
 */
const PERSONAS = [
  {
    who: "a mortgage payment 60 days late (Late)",
    person: { lastName: "Late" },
    screen: "/app/ineligible/late-payment",
    heading: "We can’t offer you a line of credit right now",
    reason: "A mortgage payment 30 days or more late in the last 12 months.",
    advice: /stops counting 12 months after it happened/,
  },
  {
    who: "a mortgage above the home's value (Underwater)",
    person: { lastName: "Underwater" },
    screen: "/app/ineligible/low-equity",
    heading: "We can’t offer you a line of credit right now",
    reason: /^Not enough equity/,
    advice: /Every mortgage payment adds to your equity/,
  },
  {
    who: "a score under 640 (Boost)",
    person: { lastName: "Boost" },
    screen: "/app/ineligible/boost",
    heading: "Let’s get your credit score ready",
    reason: "Your credit score is below our minimum of 640.",
    advice: /below 30% of each card’s limit/,
  },
  {
    who: "no credit file (Thin)",
    person: { lastName: "Thin" },
    screen: "/app/ineligible/boost",
    heading: "Let’s get your credit score ready",
    reason: "The credit bureau has no credit file or score for you.",
    advice: /A secured card/,
  },
  {
    who: "a home listed for sale (a yes at listed-for-sale, before any account)",
    person: { lastName: "Seller", listedForSale: true },
    screen: "/app/ineligible/other-reasons",
    heading: "We can’t offer you a line of credit right now",
    reason: "Your home is listed for sale.",
    advice: /If you take it off the market/,
  },
] as const;

for (const persona of PERSONAS) {
  test(`ineligible: ${persona.who} reaches ${persona.screen}, reads the reasons and downloads the notice, at 375 px with no serious accessibility violations`, async ({
    page,
    visit,
    axe,
    baseURL,
  }) => {
    const { next } = await newFlowJourney(page, persona.person);
    expect(next).toBe(persona.screen);

    await visit(next);
    await expect(page.getByRole("heading", { level: 1, name: persona.heading })).toBeVisible();
    const why = page.getByRole("region", { name: "Why we made this decision" });
    await expect(why.getByRole("listitem").first()).toHaveText(persona.reason);
    await expect(page.getByRole("region", { name: "What you can do" })).toContainText(persona.advice);
    const notice = page.getByRole("region", { name: "Your adverse-action notice" });
    await expect(notice.getByText("Statement of credit denial")).toBeVisible();
    await expect(notice.getByRole("heading", { name: "Equal Credit Opportunity Act notice" })).toBeVisible();
    if (persona.screen === "/app/ineligible/boost")
      await expect(page.getByRole("button", { name: "Remind me in 90 days" })).toBeVisible();
    expect(await axe(), "accessibility of the ineligible screen").toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The link downloads the PDF…
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      notice.getByRole("link", { name: "Download the notice (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("adverse-action-notice.pdf");
    const saved = await readFile(await download.path());
    expect(saved.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // …as an attachment the browser does not sniff or keep…
    const response = await page.request.get("/app/ineligible/notice.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(
      'attachment; filename="adverse-action-notice.pdf"',
    );
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // …and only for its owner.
    const stranger = await playwrightRequest.newContext({ baseURL });
    expect((await stranger.get("/app/ineligible/notice.pdf")).status()).toBe(404);
    await stranger.dispose();
  });
}
