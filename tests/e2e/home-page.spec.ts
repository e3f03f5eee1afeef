import { expect, test } from "./fixtures";

// Spec §2: the call to action opens the entry step of the new (/prequal) or old (/app/initial-setup) flow.
const PREQUAL_ENTRY = /\/(prequal\/building-type|app\/initial-setup\/name)$/;

test("home page (/) at 375 px: a keyboard-only visitor reaches “Check your rate” and Enter opens prequalification", async ({
  page,
  visit,
}) => {
  await visit("/");
  const cta = page.getByRole("main").getByRole("link", { name: "Check your rate" });
  for (let stops = 0; stops < 12; stops++) {
    await page.keyboard.press("Tab");
    if (await cta.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(cta).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(PREQUAL_ENTRY);
});

test("home page (/) at 375 px: the first Tab reaches “Skip to main content”, which moves past the header", async ({
  page,
  visit,
}) => {
  await visit("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").locator(":focus")).toHaveCount(0);
});

test("home page (/) at 375 px: the equity estimate follows the amounts entered and explains a bad one", async ({
  page,
  visit,
}) => {
  await visit("/");
  const estimate = page.getByRole("status").filter({ hasText: /unlock|equity|Enter/ });
  await expect(estimate).toContainText("$125,000");
  await page.getByLabel("Mortgage balance").fill("$350,000");
  await expect(estimate).toContainText("$75,000");
  const homeValue = page.getByLabel("Home value");
  await homeValue.fill("lots");
  await expect(estimate).toHaveText("Enter your home value and mortgage balance to see an estimate.");
  await expect(homeValue).toHaveAccessibleDescription(/^Enter the amount in dollars/);
  await expect(homeValue).toHaveAttribute("aria-invalid", "true");
});

test("home page (/) to FAQ page (/faq) at 375 px: the navigation record (spec §4) names both paths and focus moves to the FAQ heading", async ({
  page,
  visit,
}) => {
  await visit("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1, name: /Frequently asked questions/ })).toBeFocused();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem("navigation") ?? "null")))
    .toEqual({ previous: "/", current: "/faq" });
});

test.describe(() => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("home page (/) at 1280 px, theme under the CSP (spec §1): “Check your rate” is set in Poppins 18 px weight 800 with 17 px 30 px padding; inputs are 20 px bold", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const cta = page.getByRole("main").getByRole("link", { name: "Check your rate" });
    // next/font names the family after the Poppins files it serves.
    await expect(cta).toHaveCSS("font-family", /poppins/i);
    await expect(cta).toHaveCSS("font-size", "18px");
    await expect(cta).toHaveCSS("font-weight", "800");
    await expect(cta).toHaveCSS("padding", "17px 30px");
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts]
            .filter((f) => /poppins/i.test(f.family) && f.status === "loaded")
            .map((f) => f.weight);
        }),
      )
      .toContain("800");
    const homeValue = page.getByLabel("Home value");
    await expect(homeValue).toHaveCSS("font-size", "20px");
    await expect(homeValue).toHaveCSS("font-weight", "700");
  });
});
