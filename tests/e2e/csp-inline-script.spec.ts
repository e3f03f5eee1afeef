import { expect, test } from "./fixtures";
import { PUBLIC } from "./pages";

declare global {
  interface Window {
    __injected?: boolean;
  }
}

const INJECTED = "<script>window.__injected = true</script>";

// This file provokes a violation on purpose and asserts it itself.
test.use({ cspViolationsExpected: true });

const PAGES = [
  ...PUBLIC.map(({ path, name }) => ({ path, name, status: 200 })),
  { path: "/no-such-page", name: "not-found page", status: 404 },
];

for (const { path, name, status } of PAGES) {
  test(`${name} (${path}) at 375 px: an inline script injected into the served HTML is refused, the page's own scripts still run`, async ({
    page,
    visit,
    cspViolations,
  }) => {
    // The real response, with a script that carries no nonce slipped in first thing in <head>.
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        if (route.request().resourceType() !== "document") return route.fallback();
        const response = await route.fetch();
        const html = await response.text();
        expect(html, "the served page has a <head> to inject into").toMatch(/<head[^>]*>/);
        const headers = { ...response.headers() };
        for (const name of ["content-length", "content-encoding", "transfer-encoding"]) delete headers[name];
        expect(headers["content-security-policy"], "the page is served with a CSP").toBeTruthy();
        await route.fulfill({
          response,
          headers,
          body: html.replace(/<head[^>]*>/, (head) => head + INJECTED),
        });
      },
    );
    // visit() waits for the navigation record, which only hydrated (nonce-carrying) scripts write.
    const response = await visit(path);
    expect(response?.status()).toBe(status);
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
    await expect.poll(() => cspViolations.filter((v) => /script-src/.test(v))).not.toEqual([]);
  });
}
