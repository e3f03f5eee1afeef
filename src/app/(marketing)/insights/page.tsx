import type { Metadata } from "next";
import { InsightsIndex } from "@/features/marketing/insights-index";
import { listArticles } from "@/server/content/markdown-content";

export const metadata: Metadata = {
  title: "Insights",
  description: "Guides to home equity, HELOCs and borrowing against your home, in plain language.",
};

export default async function Page() {
  return <InsightsIndex articles={await listArticles()} />;
}
