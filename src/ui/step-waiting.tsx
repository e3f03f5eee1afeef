import type { ReactNode, Ref } from "react";
import { StepDescription } from "./step-description";
import { StepColumn, StepHeading } from "./step-frame";
import styles from "./step-frame.module.css";

/**
 * A funnel step's frame while its answers load or a check runs: the step's title where StepLayout
 * puts it, below a blank of the step counter's height, in a column as tall as the screen. The step
 * that replaces it then moves nothing on screen (CLS, docs/design.md §6 ≤ 0.05). Plain HTML and CSS:
 * on an entry step it is the first paint, before MUI has loaded (decision 049).
 */
export function StepWaiting({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  /**
   * The step's sentence under the title, as its form shows it: on a funnel's entry page it is the
   * largest text, so showing it in the server-rendered frame paints it first (LCP, docs/design.md §6).
   */
  description?: ReactNode;
  /** Given when the heading should take the focus (it replaced the form the focus was in). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <StepColumn>
      <div aria-hidden className={styles.counterBlank}>
        <p className={styles.counterBlankLine}>&nbsp;</p>
        <div className={styles.counterBlankBar} />
      </div>
      <StepHeading
        described={Boolean(description)}
        quietFocus
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </StepHeading>
      {description ? <StepDescription>{description}</StepDescription> : null}
      {children}
    </StepColumn>
  );
}
