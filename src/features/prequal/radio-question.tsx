"use client";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { FieldMessage } from "@/ui/field-message";
import styles from "./radio-question.module.css";

export interface RadioOption {
  value: string;
  label: string;
}

/**
 * One question answered by choosing one of a few options: a fieldset whose legend is the question,
 * native radio buttons (arrow keys move between them), and the error or hint tied to the group.
 * The checked (or first) radio is the field's ref, so a refused save focuses the question. Plain
 * CSS, no MUI: the new flow's entry step asks one (decision 053).
 */
export function RadioQuestion<T extends FieldValues, Out>({
  control,
  name,
  legend,
  options,
  helperText,
  row = false,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  legend: string;
  options: readonly RadioOption[];
  helperText?: string;
  /** Options side by side (short ones: Yes/No, unit counts). */
  row?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const helperId = useId();
  const value = typeof field.value === "string" ? field.value : String(field.value ?? "");
  const message = fieldState.error?.message ?? helperText;
  const refIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <fieldset className={styles.question} aria-describedby={message ? helperId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={row ? `${styles.options} ${styles.row}` : styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={field.name}
              value={option.value}
              checked={value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              ref={index === refIndex ? field.ref : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      {message ? (
        <FieldMessage id={helperId} invalid={Boolean(fieldState.error)} className={styles.message}>
          {message}
        </FieldMessage>
      ) : null}
    </fieldset>
  );
}
