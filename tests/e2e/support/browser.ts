import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const MOBILE = { width: 375, height: 812 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject("chromiumPath"),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
}

/** A mobile-sized page that records every Content-Security-Policy violation it sees. */
export async function openPage(browser: Browser, viewport = MOBILE) {
  const context = await browser.newContext({ viewport, baseURL: inject("baseURL") });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) cspViolations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, cspViolations, close: () => context.close() };
}

/** Serious and critical accessibility violations on the page, as "rule: target" lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Opens a page and waits until it is interactive: the navigation record notes it once hydrated. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  await page.waitForFunction(
    () => JSON.parse(sessionStorage.getItem("navigation") ?? "null")?.current === location.pathname,
  );
  return response;
}
