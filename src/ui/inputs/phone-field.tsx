"use client";
import type { FieldValues } from "react-hook-form";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps } from "./field-props";
import { PhoneInput } from "./formatted-input";

/**
 * Spec §5 phone: (XXX) XXX-XXXX, formatted while typed (react-number-format's PatternFormat). The
 * form gets the text as shown, "(302) 555-0100" (unfilled places are spaces, "" when empty), which
 * `phoneInput` (src/domain/format/inputs.ts) reads as its 10 digits.
 *
 * Props: `control`, `name`, `label`, `helperText?`, `id?`, `disabled?`, `autoComplete?` (default
 * "tel-national": a US number without the +1).
 */
export function PhoneField<T extends FieldValues, Out = T>({
  autoComplete = "tel-national",
  ...props
}: TextFieldProps<T, Out> & { autoComplete?: "tel-national" | "tel" | "off" }) {
  return (
    <BoundTextField
      {...props}
      inputComponent={PhoneInput}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
    />
  );
}
