import NextLink from "next/link";
import styles from "./marketing.module.css";

/** The public site's 404: what happened, and two ways on. */
export function NotFoundView() {
  return (
    <div className={`container container-narrow ${styles.page}`}>
      <h1>We couldn’t find that page</h1>
      <p className={styles.lead}>
        The address may be mistyped, or the page may have moved. Nothing you entered on this site was lost.
      </p>
      <NextLink href="/" className="button">
        Go to the home page
      </NextLink>
      <p className={styles.afterAction}>
        Looking for answers? Try the <NextLink href="/faq">frequently asked questions</NextLink>.
      </p>
    </div>
  );
}
