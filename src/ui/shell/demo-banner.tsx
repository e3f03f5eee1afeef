import styles from "./shell.module.css";

/** Shown while any outside system is a sandbox (src/integrations/sandboxes.ts); a live site never shows it. */
export function DemoBanner() {
  return (
    <p className={styles.demoBanner} role="note">
      Demo: no real checks are made.
    </p>
  );
}
