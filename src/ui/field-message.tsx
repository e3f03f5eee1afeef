import type { ReactNode } from "react";
import styles from "./field-message.module.css";

/**
 * The hint under a question or field, or its error while it is wrong (`invalid`: in the error
 * colour), tied to it by `id` through the field's aria-describedby. Plain CSS, for the step kit's
 * fields, cards and radio questions (decision 053); `className` gives its margins and size.
 */
export function FieldMessage({
  id,
  invalid,
  className,
  children,
}: {
  id: string;
  invalid: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className={[styles.message, invalid && styles.invalid, className].filter(Boolean).join(" ")}>
      {children}
    </p>
  );
}
