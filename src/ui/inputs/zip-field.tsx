"use client";
import type { FieldValues } from "react-hook-form";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps } from "./field-props";
import { ZipInput } from "./formatted-input";

/**
 * A US ZIP code: 5 digits (react-number-format's PatternFormat keeps leading zeros and takes the
 * first 5 digits of a pasted or autofilled ZIP+4). The form gets the digits, "02134" (unfilled
 * places are spaces, "" when empty), which `zipInput` (src/domain/format/inputs.ts) reads.
 *
 * Props: `control`, `name`, `label`, `helperText?`, `id?`, `disabled?`.
 */
export function ZipField<T extends FieldValues, Out = T>(props: TextFieldProps<T, Out>) {
  return (
    <BoundTextField {...props} inputComponent={ZipInput} inputMode="numeric" autoComplete="postal-code" />
  );
}
