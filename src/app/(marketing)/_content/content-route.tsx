import type { Metadata } from "next";
import { ContentPageView } from "@/features/marketing/content-page-view";
import { type ContentPageName, contentPage } from "@/server/content/markdown-content";

/** The FAQ and legal routes: each is a Markdown page from content/pages, read at build. */
export async function contentMetadata(name: ContentPageName): Promise<Metadata> {
  const page = await contentPage(name);
  return { title: page.title, description: page.description };
}

export async function ContentRoute({ name }: { name: ContentPageName }) {
  return <ContentPageView page={await contentPage(name)} />;
}
