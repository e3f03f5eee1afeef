"use client";
import type { FieldValues } from "react-hook-form";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps } from "./field-props";
import { DollarsInput } from "./formatted-input";

/**
 * Spec §5 money: "$250,000" while typed (react-number-format's NumericFormat); whole dollars show
 * no decimals. Cents can be typed ("$1,234.56") rather than silently dropping the "." and turning
 * them into dollars; a screen that wants whole dollars only says so in its schema. The form gets
 * the text as shown ("$250,000", "" when empty), which `moneyInput` (src/domain/format/inputs.ts)
 * reads as the number 250000.
 *
 * Props: `control`, `name`, `label`, `helperText?`, `id?`, `disabled?`.
 */
export function MoneyField<T extends FieldValues, Out = T>(props: TextFieldProps<T, Out>) {
  return <BoundTextField {...props} inputComponent={DollarsInput} inputMode="numeric" autoComplete="off" />;
}
