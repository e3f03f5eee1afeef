import { describe, expect, it } from "vitest";
import { articleBySlug, CONTENT_PAGES, contentPage, listArticles } from "./markdown-content";

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
