import type { Metadata } from "next";
import { type ContentPageName, contentPage } from "@/server/content/markdown-content";
import { ContentPageView } from "./content-page-view";

export async function contentMetadata(name: ContentPageName): Promise<Metadata> {
  const page = await contentPage(name);
  return { title: page.title, description: page.description };
}

export async function ContentRoute({ name }: { name: ContentPageName }) {
  return <ContentPageView page={await contentPage(name)} />;
}
