import styles from "./shell.module.css";

/** The first thing a keyboard user reaches: jump past the header to the page's content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main">
      Skip to main content
    </a>
  );
}
