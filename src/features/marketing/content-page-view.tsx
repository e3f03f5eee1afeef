import { Prose } from "@/ui/prose";
import styles from "./marketing.module.css";

/** FAQ and the legal pages: a title and the page's prose. */
export function ContentPageView({ page }: { page: { title: string; html: string } }) {
  return (
    <div className={`container container-narrow ${styles.page}`}>
      <h1>{page.title}</h1>
      <Prose html={page.html} />
    </div>
  );
}
