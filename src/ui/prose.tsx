import styles from "./prose.module.css";

/** Renders Markdown-made HTML from the repository's own content/ folder (never user input). */
export function Prose({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted Markdown from content/, rendered by marked
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
