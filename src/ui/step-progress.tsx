"use client";
import { useId } from "react";
import { useTranslations } from "use-intl";
import styles from "./step-layout.module.css";

/**
 * "Step 3 of 13" and a native `<progress>` named by that text, in plain CSS (decision 053). Native,
 * not MUI's LinearProgress: that sets the bar's width in an inline `style` attribute, which the
 * signed-in areas' nonce CSP refuses in server HTML. Props: `current`, `total` (whole numbers,
 * 1 ≤ current ≤ total).
 */
export function StepProgress({ current, total }: { current: number; total: number }) {
  const t = useTranslations("common");
  const labelId = useId();
  return (
    <div className={styles.progress}>
      <p id={labelId} className={styles.progressLabel}>
        {t("stepOf", { current, total })}
      </p>
      <progress className={styles.progressBar} value={current} max={total} aria-labelledby={labelId} />
    </div>
  );
}
