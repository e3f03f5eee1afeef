import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, seriousAxeViolations, visit } from "./support/browser";

const PUBLIC_PAGES = [
  { path: "/", heading: /Unlock your home’s equity/ },
  { path: "/insights", heading: /Insights on home equity/ },
  { path: "/insight-blog", heading: /./ },
  { path: "/insight-blog/what-is-a-heloc", heading: /./ },
  { path: "/faq", heading: /Frequently asked questions/ },
  { path: "/privacy-statement", heading: /Privacy statement/ },
  { path: "/license", heading: /Licenses and disclosures/ },
  { path: "/e-consent", heading: /Consent to electronic records and signatures/ },
  { path: "/terms-of-use", heading: /Terms of use/ },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(PUBLIC_PAGES)("public page $path at 375 px", ({ path, heading }) => {
  it("renders its heading and description with no CSP violation, no serious axe violation and no sideways scroll", async () => {
    const { page, cspViolations, close } = await openPage(browser);
    try {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("main h1").first().textContent()).resolves.toMatch(heading);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the site as a whole", () => {
  it("gives every public page its own title", async () => {
    const { page, close } = await openPage(browser);
    const titles = new Set<string>();
    for (const { path } of PUBLIC_PAGES.filter((p) => p.path !== "/insight-blog")) {
      await page.goto(path);
      titles.add(await page.title());
    }
    await close();
    expect(titles.size).toBe(PUBLIC_PAGES.length - 1);
  });

  it("answers an unknown address with a 404 page that leads home", async () => {
    const { page, cspViolations, close } = await openPage(browser);
    const response = await visit(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("main h1").textContent()).resolves.toMatch(/couldn’t find that page/);
    expect(await page.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    await close();
  });

  it("applies the theme under the CSP: Poppins, and the spec's button padding and weight", async () => {
    const { page, close } = await openPage(browser, { width: 1280, height: 900 });
    await visit(page, "/");
    const style = await page.getByRole("link", { name: "Check your rate" }).evaluate(async (el) => {
      await document.fonts.ready;
      const s = getComputedStyle(el);
      const family =
        s.fontFamily
          .split(",")[0]
          ?.trim()
          .replace(/^["']|["']$/g, "") ?? "";
      const loaded = [...document.fonts].filter(
        (f) => f.family.replace(/^["']|["']$/g, "") === family && f.status === "loaded",
      );
      return {
        family,
        loadedWeights: loaded.map((f) => f.weight),
        padding: s.padding,
        weight: s.fontWeight,
        size: s.fontSize,
      };
    });
    // next/font names the family after the Poppins files it serves.
    expect(style.family.toLowerCase()).toContain("poppins");
    expect(style.loadedWeights).toContain("800");
    expect(style).toMatchObject({ padding: "17px 30px", weight: "800", size: "18px" });
    await close();
  });
});
