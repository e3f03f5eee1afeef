import type { ReactNode } from "react";
import styles from "./step-frame.module.css";

/** The sentence under a funnel step's h1, the same in its waiting frame and its form (no shift between them). */
export function StepDescription({ children }: { children: ReactNode }) {
  return <div className={styles.description}>{children}</div>;
}
