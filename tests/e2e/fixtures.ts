import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

const CSP_MARK = "Content Security Policy";

export interface Fixtures {
  /** Every Content-Security-Policy violation the page reported, as "directive blocked-URI" lines. */
  cspViolations: string[];
  /** Serious and critical accessibility violations on the page, as "rule: targets" lines. */
  axe: () => Promise<string[]>;
  /** Opens a path and waits until the page is hydrated (spec §4: the navigation record names it). */
  visit: (path: string) => Promise<Response | null>;
}

export interface Options {
  /** Set by the one test that provokes a violation on purpose and asserts it itself. */
  cspViolationsExpected: boolean;
}

export const test = base.extend<Fixtures & Options>({
  cspViolationsExpected: [false, { option: true }],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  cspViolations: async ({}, use) => {
    await use([]);
  },

  // Every test's page records CSP violations, and the test fails when any occurred.
  page: async ({ page, cspViolations, cspViolationsExpected }, use) => {
    await recordCspViolations(page, cspViolations);
    await use(page);
    if (!cspViolationsExpected) expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  },

  axe: async ({ page }, use) => {
    await use(() => seriousAxeViolations(page));
  },

  visit: async ({ page }, use) => {
    await use((path) => visitHydrated(page, path));
  },
});

/**
 * Records the page's CSP violations in `into`. The fixture's page does this itself; a test that
 * opens a second browser context (another person) calls it for that context's page.
 */
export async function recordCspViolations(page: Page, into: string[]) {
  page.on("console", (message) => {
    if (message.text().includes(CSP_MARK)) into.push(message.text());
  });
  await page.addInitScript((mark) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`${mark} violation: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  }, CSP_MARK);
}

/** Serious and critical accessibility violations on a page, as "rule: targets" lines (the `axe` fixture). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Mid-navigation the page has no title yet (Next streams the new page's metadata): judge the page
  // it settles on. A page without a title of its own still fails, on axe's document-title rule.
  await expect
    .poll(() => page.title(), { timeout: 2_000 })
    .not.toBe("")
    .catch(() => {});
  // Colours are only judged once fades and ripples have ended: mid-transition text is faint.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => {})));
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Opens a path and waits until the page is hydrated (the `visit` fixture). */
export async function visitHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
  return response;
}

/**
 * Waits until the page shown is hydrated: typing into a field before then is lost when React takes
 * the field over. For a page a plain link loaded (the `visit` fixture waits by itself).
 */
export async function hydrated(page: Page) {
  const pathname = new URL(page.url()).pathname;
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem("navigation") ?? "null")?.current), {
      message: `the navigation record names ${pathname} once the page is hydrated`,
    })
    .toBe(pathname);
}

export { expect };
