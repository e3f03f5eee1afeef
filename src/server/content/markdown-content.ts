import fs from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";

/** Public prose lives as Markdown in content/: pages/<name>.md and insights/<slug>.md. */
const contentRoot = path.resolve(process.cwd(), "content");

export interface ContentPage {
  title: string;
  description: string;
  html: string;
}

export interface Article extends ContentPage {
  slug: string;
  date: string;
  author: string;
}

export const CONTENT_PAGES = ["faq", "privacy-statement", "license", "e-consent", "terms-of-use"] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Files do not change while the server runs; parse each once.
const parsed = new Map<string, Promise<Article | null>>();

function readMarkdown(file: string): Promise<Article | null> {
  let entry = parsed.get(file);
  if (!entry) {
    entry = fs.readFile(file, "utf8").then(
      async (text) => {
        const { data, content } = matter(text);
        return {
          title: String(data.title ?? ""),
          description: String(data.description ?? ""),
          slug: String(data.slug ?? path.basename(file, ".md")),
          date: String(data.date ?? ""),
          author: String(data.author ?? ""),
          html: await marked.parse(content, { gfm: true }),
        };
      },
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      },
    );
    parsed.set(file, entry);
  }
  return entry;
}

export async function contentPage(name: ContentPageName): Promise<ContentPage> {
  const page = await readMarkdown(path.join(contentRoot, "pages", `${name}.md`));
  if (!page) throw new Error(`content/pages/${name}.md is missing`);
  return page;
}

/** An article by its slug; a slug is checked before it comes near the file system. */
export async function articleBySlug(slug: string): Promise<Article | null> {
  if (!SLUG.test(slug)) return null;
  return readMarkdown(path.join(contentRoot, "insights", `${slug}.md`));
}

/** Every article, newest first. */
export async function listArticles(): Promise<Article[]> {
  const files = (await fs.readdir(path.join(contentRoot, "insights"))).filter((f) => f.endsWith(".md"));
  const articles = await Promise.all(files.map((f) => articleBySlug(f.slice(0, -3))));
  return articles.filter((a): a is Article => a !== null).sort((a, b) => b.date.localeCompare(a.date));
}
