import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleView } from "@/features/marketing/article-view";
import { listArticles } from "@/server/content/markdown-content";

// The spec's /insight-blog route shows the newest post; each post also has /insight-blog/<slug>.
export async function generateMetadata(): Promise<Metadata> {
  const [newest] = await listArticles();
  return newest ? { title: newest.title, description: newest.description } : { title: "Insights" };
}

export default async function Page() {
  const [newest] = await listArticles();
  if (!newest) notFound();
  return <ArticleView article={newest} />;
}
