"use client";
import type { FieldValues } from "react-hook-form";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps } from "./field-props";

/**
 * A bank account number: 4 to 17 digits, which `bankAccountNumberInput` (src/domain/format/inputs.ts)
 * reads, spaces and dashes ignored. Autofill is off (`autocomplete="off"`: no browser should keep
 * it), the keyboard numeric. Pasting is allowed, in the confirmation field too (decision 042):
 * people who copy it from their bank's app or use assistive technology need it more than a
 * paste block would protect anyone.
 *
 * Props: `control`, `name`, `label`, `helperText?`, `id?`, `disabled?`.
 */
export function AccountNumberField<T extends FieldValues, Out = T>(props: TextFieldProps<T, Out>) {
  return <BoundTextField {...props} inputMode="numeric" autoComplete="off" maxLength={24} />;
}
