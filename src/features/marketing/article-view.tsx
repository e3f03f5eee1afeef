import NextLink from "next/link";
import { Prose } from "@/ui/prose";
import styles from "./marketing.module.css";
import { PublishedOn } from "./published-on";

export interface ArticleContent {
  title: string;
  author: string;
  date: string;
  html: string;
}

export function ArticleView({ article }: { article: ArticleContent }) {
  return (
    <article className={`container container-narrow ${styles.page}`}>
      <NextLink href="/insights">All insights</NextLink>
      <h1 className={styles.articleTitle}>{article.title}</h1>
      <p className={`muted ${styles.byline}`}>
        {article.author} · <PublishedOn date={article.date} />
      </p>
      <Prose html={article.html} />
    </article>
  );
}
