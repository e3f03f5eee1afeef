"use client";
import type { FieldValues } from "react-hook-form";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps } from "./field-props";
import { EinInput } from "./formatted-input";

/**
 * A business's Employer Identification Number: XX-XXXXXXX, formatted while typed
 * (react-number-format's PatternFormat). The form gets the text as shown, "12-3456789" (unfilled
 * places are spaces, "" when empty), which `einInput` (src/domain/format/inputs.ts) reads as its
 * 9 digits, on the server too. The keyboard is numeric; autofill is off (no browser knows it).
 *
 * Props: `control`, `name`, `label`, `helperText?`, `id?`, `disabled?`.
 */
export function EinField<T extends FieldValues, Out = T>(props: TextFieldProps<T, Out>) {
  return <BoundTextField {...props} inputComponent={EinInput} inputMode="numeric" autoComplete="off" />;
}
