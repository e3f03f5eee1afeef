import buttons from "./buttons.module.css";
import { Notice } from "./notice";
import { sentenceOf } from "./server-refusals";
import styles from "./step-frame.module.css";
import { StepWaiting } from "./step-waiting";

/**
 * A step's frame while what it needs loads: its title and a status line, or, when the load failed,
 * the failure as a sentence with Try again. `words` are the screen's own (its catalogue's). Plain
 * HTML and CSS, like StepWaiting: it is an entry step's first paint.
 */
export function StepLoading({
  title,
  description,
  error,
  retry,
  words,
}: {
  title: string;
  description?: string;
  error?: unknown;
  retry: () => void;
  words: { loading: string; tryAgain: string; offline: string };
}) {
  return (
    <StepWaiting title={title} description={description}>
      {error ? (
        <div className={styles.failed}>
          <Notice severity="error" role="alert">
            {sentenceOf(error, words.offline)}
          </Notice>
          <button type="button" className={`${buttons.button} ${buttons.contained}`} onClick={retry}>
            {words.tryAgain}
          </button>
        </div>
      ) : (
        <StepStatus>{words.loading}</StepStatus>
      )}
    </StepWaiting>
  );
}

/** A step's status line while it loads ("Loading…"), read out politely. */
export function StepStatus({ children }: { children: string }) {
  return (
    <p role="status" className={styles.status}>
      {children}
    </p>
  );
}
