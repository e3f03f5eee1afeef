import fs from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import { usStateName } from "@/domain/format/us-states";
import { type LenderIdentity, lenderIdentity } from "@/env";

/**
 * Public prose lives as Markdown in content/ (read from the working directory, which the server
 * sets to the repository root): pages/<name>.md and insights/<slug>.md. Files do not change while
 * the server runs, so each folder is read once.
 */
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

const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()<>#+!|]/g, "\\$&");

/**
 * Pages name the lender through `{{lender.legalName}}`, `{{lender.nmlsId}}`,
 * `{{lender.licensedStates}}`, `{{lender.email}}`, `{{lender.phone}}` and `{{lender.address}}`,
 * filled from the settings, so no page carries a made-up address or licence.
 */
export function fillLenderDetails(markdown: string, lender: LenderIdentity): string {
  const values: Record<string, string> = {
    email: lender.email,
    phone: lender.phone,
    address: lender.address,
    legalName: lender.legalName,
    nmlsId: lender.nmlsId,
    licensedStates: lender.licensedStates.map((code) => usStateName(code) ?? code).join(", "),
  };
  return markdown.replace(/\{\{lender\.(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder ${placeholder} in content/`);
    return escapeMarkdown(value);
  });
}

async function readMarkdown(file: string): Promise<Article> {
  const { data, content: template } = matter(await fs.readFile(file, "utf8"));
  const content = fillLenderDetails(template, lenderIdentity());
  return {
    title: String(data.title ?? ""),
    description: String(data.description ?? ""),
    slug: String(data.slug ?? path.basename(file, ".md")),
    date: String(data.date ?? ""),
    author: String(data.author ?? ""),
    html: await marked.parse(content, { gfm: true }),
  };
}

let pages: Promise<Map<ContentPageName, ContentPage>> | undefined;
let articles: Promise<Map<string, Article>> | undefined;

function loadPages() {
  pages ??= Promise.all(
    CONTENT_PAGES.map(async (name) => [name, await readMarkdown(path.resolve("content", "pages", `${name}.md`))] as const),
  ).then((entries) => new Map(entries));
  return pages;
}

function loadArticles() {
  articles ??= fs
    .readdir(path.resolve("content", "insights"))
    .then((files) =>
      Promise.all(files.filter((f) => f.endsWith(".md")).map((f) => readMarkdown(path.resolve("content", "insights", f)))),
    )
    .then((list) => new Map(list.map((a) => [a.slug, a])));
  return articles;
}

export async function contentPage(name: ContentPageName): Promise<ContentPage> {
  const page = (await loadPages()).get(name);
  if (!page) throw new Error(`content/pages/${name}.md is missing`);
  return page;
}

/** An article by its slug; whatever a visitor types is only a key, never a path. */
export async function articleBySlug(slug: string): Promise<Article | null> {
  return (await loadArticles()).get(slug) ?? null;
}

/** Every article, newest first. */
export async function listArticles(): Promise<Article[]> {
  return [...(await loadArticles()).values()].sort((a, b) => b.date.localeCompare(a.date));
}
