import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleView } from "@/features/marketing/article-view";
import { articleBySlug, listArticles } from "@/server/content/markdown-content";

type Props = { params: Promise<{ slug: string }> };

// Every article is prerendered at build; any other slug is the public 404 page.
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listArticles()).map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await articleBySlug((await params).slug);
  return article
    ? { title: article.title, description: article.description }
    : { title: "Article not found" };
}

export default async function Page({ params }: Props) {
  const article = await articleBySlug((await params).slug);
  if (!article) notFound();
  return <ArticleView article={article} />;
}
