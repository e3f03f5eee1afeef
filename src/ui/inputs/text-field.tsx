"use client";
import { useId } from "react";
import { type FieldPath, type FieldValues, useController } from "react-hook-form";
import { FieldMessage } from "../field-message";
import type { TextFieldProps as BaseProps } from "./field-props";
import styles from "./text-field.module.css";

/** Autofill tokens the applicant's forms use (WHATWG autocomplete); "off" for anything else. */
export type AutoCompleteToken =
  | "given-name"
  | "additional-name"
  | "family-name"
  | "honorific-suffix"
  | "email"
  | "tel-national"
  | "street-address"
  | "address-line1"
  | "address-line2"
  | "address-level2"
  | "address-level1"
  | "postal-code"
  | "organization"
  | "organization-title"
  | "off";

/**
 * A plain text input bound to a react-hook-form field: what the person types goes to the form as is.
 * It looks like the other inputs here (MUI's outlined TextField) but is drawn with CSS alone, so a
 * step of plain text fields needs no MUI (decision 053): a visible label, the error message (or the
 * hint) under it tied to the input with aria-describedby, aria-invalid while it is wrong, and the
 * input as the field's ref, so `handleSubmit` focuses the first wrong field.
 *
 * Props: `control`, `name`, `label`, `helperText?`, `id?`, `disabled?`, `autoComplete?` (a token
 * above, e.g. "given-name", "address-line1"), `type?` ("text" | "email"; "email" also brings the
 * e-mail keyboard), `inputMode?`, `maxLength?`.
 */
export function TextField<T extends FieldValues, Out = T>({
  control,
  name,
  label,
  helperText,
  id,
  disabled,
  autoComplete,
  type = "text",
  inputMode,
  maxLength,
}: BaseProps<T, Out> & {
  autoComplete?: AutoCompleteToken;
  type?: "text" | "email";
  inputMode?: "text" | "email" | "numeric" | "tel";
  maxLength?: number;
}) {
  const { field, fieldState } = useController({ control, name: name as FieldPath<T> });
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const error = fieldState.error?.message;
  const message = error ?? helperText;
  const messageId = `${inputId}-message`;
  return (
    <div className={styles.field}>
      <div className={styles.box}>
        <input
          id={inputId}
          className={styles.input}
          name={field.name}
          value={typeof field.value === "string" ? field.value : ""}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          type={type}
          inputMode={inputMode ?? (type === "email" ? "email" : undefined)}
          autoComplete={autoComplete}
          maxLength={maxLength}
          disabled={disabled}
          placeholder=" "
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend className={styles.notch}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {message ? (
        <FieldMessage id={messageId} invalid={Boolean(error)} className={styles.message}>
          {message}
        </FieldMessage>
      ) : null}
    </div>
  );
}
