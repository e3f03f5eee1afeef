import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREQUAL_FLOW } from "@/ui/prequal-entry";
import { launchBrowser, openPage, visit } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("home page", () => {
  it("lets a keyboard-only visitor reach the call to action into prequalification", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, "/");
    let focused = "";
    for (let i = 0; i < 12 && focused !== "Check your rate"; i++) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    }
    expect(focused).toBe("Check your rate");
    const href = await page.evaluate(() =>
      (document.activeElement as HTMLAnchorElement).getAttribute("href"),
    );
    expect(href).toBe(PREQUAL_FLOW.entry);
    await close();
  });

  it("offers a skip link as the first stop of the keyboard", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, "/");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
    await close();
  });

  it("estimates how much equity a homeowner could unlock, and explains a bad amount", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, "/");
    const status = page.getByRole("status").filter({ hasText: /unlock|equity|Enter/ });
    await expect(status.textContent()).resolves.toContain("$125,000");
    await page.getByLabel("Mortgage balance").fill("$350,000");
    await expect(status.textContent()).resolves.toContain("$75,000");
    await page.getByLabel("Home value").fill("lots");
    await expect(status.textContent()).resolves.toContain("Enter your home value");
    expect(await page.getByText(/^Enter /).count()).toBeGreaterThan(0);
    await close();
  });
});

describe("navigation record (spec §4)", () => {
  it("stores the previous and current path and moves focus to the new page's heading", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL("**/faq");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem("navigation") ?? "null"));
    expect(record).toEqual({ previous: "/", current: "/faq" });
    await close();
  });
});
