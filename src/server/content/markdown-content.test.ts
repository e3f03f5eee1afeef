import { describe, expect, it } from "vitest";
import { articleBySlug, CONTENT_PAGES, contentPage, fillLenderDetails, listArticles } from "./markdown-content";

describe("public content", () => {
  it("gives every legal page and the FAQ a title, a description under 160 characters and a body", async () => {
    for (const name of CONTENT_PAGES) {
      const page = await contentPage(name);
      expect(page.title).not.toBe("");
      expect(page.description.length).toBeGreaterThan(0);
      expect(page.description.length).toBeLessThan(160);
      expect(page.html).toContain("<h2");
    }
  });

  it("lists at least three articles, newest first, each found again by its slug", async () => {
    const articles = await listArticles();
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const dates = articles.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const article of articles) expect(await articleBySlug(article.slug)).toBe(article);
  });

  it("treats a slug as a key, never a path", async () => {
    for (const slug of ["../pages/faq", "..%2Fpages%2Ffaq", "x".repeat(300), "what-is-a-heloc/../faq"]) {
      expect(await articleBySlug(slug)).toBeNull();
    }
  });
});

describe("lender details in content", () => {
  const lender = {
    legalName: "Keystone Home Credit (demo lender)",
    nmlsId: "demo",
    licensedStates: ["DE" as const],
    email: "support@keystone-home-credit.demo",
    phone: "(302) 555-0100",
    address: "100 Main Street, Wilmington, DE 19801",
    demoValues: true,
  };

  it("fills the lender's e-mail, phone, address and legal name from the settings", () => {
    expect(fillLenderDetails("Write to {{lender.email}} or call {{lender.phone}}.", lender)).toBe(
      "Write to support@keystone-home-credit.demo or call \\(302\\) 555-0100.",
    );
  });

  it("refuses a placeholder it does not know, so a typo never reaches a page", () => {
    expect(() => fillLenderDetails("{{lender.fax}}", lender)).toThrow(/lender\.fax/);
  });

  it("leaves no placeholder and no made-up .example address in any legal page", async () => {
    for (const name of CONTENT_PAGES) {
      const page = await contentPage(name);
      expect(page.html).not.toMatch(/\{\{|\.example\b|placeholder/);
    }
  });
});
