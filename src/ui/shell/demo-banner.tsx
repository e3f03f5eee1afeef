import { settings } from "@/env";
import styles from "./shell.module.css";

/** While any outside system is a sandbox, every page says so (a real lender's site never shows this). */
export function DemoBanner() {
  if (settings().RECAPTCHA_SECRET_KEY) return null;
  return (
    <p className={styles.demoBanner} role="note">
      Demo: no real checks are made.
    </p>
  );
}
