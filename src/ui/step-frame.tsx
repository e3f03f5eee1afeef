import type { ComponentPropsWithoutRef, ReactNode, Ref } from "react";
import styles from "./step-frame.module.css";

/**
 * A funnel step's column: as wide as MUI's "sm" container and as tall as the screen, so the footer
 * stays below the fold while steps change. Shared by the waiting frame and the form (no shift).
 */
export function StepColumn({ children }: { children: ReactNode }) {
  return <div className={styles.column}>{children}</div>;
}

/** A funnel step's h1; `described` when a sentence follows it (a smaller gap). */
export function StepHeading({
  described,
  quietFocus = false,
  ref,
  ...rest
}: ComponentPropsWithoutRef<"h1"> & {
  described: boolean;
  /** No focus ring: the heading takes the focus only to be read out. */
  quietFocus?: boolean;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const classes = [styles.heading, described && styles.described, quietFocus && styles.quietFocus];
  return <h1 ref={ref} className={classes.filter(Boolean).join(" ")} {...rest} />;
}
