import { expect, test } from "./fixtures";
import { PUBLIC } from "./pages";

for (const { path, name, heading } of PUBLIC) {
  test(`${name} (${path}) at 375 px: shows its heading and description, no serious axe violations, no sideways scroll, no CSP violations`, async ({
    page,
    visit,
    axe,
  }) => {
    const response = await visit(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toHaveText(heading);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    expect(await axe()).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  });
}

test("every public page except /insight-blog (which shows the newest post) at 375 px: each has a title of its own", async ({
  page,
  visit,
}) => {
  const paths = PUBLIC.map((p) => p.path).filter((path) => path !== "/insight-blog");
  const titles = new Set<string>();
  for (const path of paths) {
    await visit(path);
    await expect(page).toHaveTitle(/\S/);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(paths.length);
});

test("not-found page (/no-such-page) at 375 px: answers 404 with a heading and a link home, no serious axe violations, no CSP violations", async ({
  page,
  visit,
  axe,
}) => {
  const response = await visit("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    /couldn’t find that page/,
  );
  expect(await axe()).toEqual([]);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
    /Unlock your home’s equity/,
  );
});
