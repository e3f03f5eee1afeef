"use client";
import type { FieldValues } from "react-hook-form";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps as BaseProps } from "./field-props";

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
 *
 * Props: `control`, `name`, `label`, `helperText?`, `id?`, `disabled?`, `autoComplete?` (a token
 * above, e.g. "given-name", "address-line1"), `type?` ("text" | "email"; "email" also brings the
 * e-mail keyboard), `inputMode?`, `maxLength?`.
 */
export function TextField<T extends FieldValues, Out = T>({
  type = "text",
  inputMode,
  ...props
}: BaseProps<T, Out> & {
  autoComplete?: AutoCompleteToken;
  type?: "text" | "email";
  inputMode?: "text" | "email" | "numeric" | "tel";
  maxLength?: number;
}) {
  return (
    <BoundTextField
      {...props}
      type={type}
      inputMode={inputMode ?? (type === "email" ? "email" : undefined)}
    />
  );
}
