import NextLink from "next/link";
import styles from "./marketing.module.css";
import { PublishedOn } from "./published-on";

export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  date: string;
}

export function InsightsIndex({ articles }: { articles: ArticleSummary[] }) {
  return (
    <div className={`container container-narrow ${styles.page}`}>
      <h1>Insights on home equity</h1>
      <p className={`muted ${styles.lead}`}>
        Plain-language guides to borrowing against your home: how it works, what it costs, and when it makes
        sense.
      </p>
      <ul className={styles.cardList}>
        {articles.map((article) => (
          <li key={article.slug} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <NextLink href={`/insight-blog/${article.slug}`}>{article.title}</NextLink>
            </h2>
            <p>{article.description}</p>
            <p className={`muted ${styles.small}`}>
              <PublishedOn date={article.date} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
