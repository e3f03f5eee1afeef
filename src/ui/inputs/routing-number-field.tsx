"use client";
import type { FieldValues } from "react-hook-form";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps } from "./field-props";
import { RoutingNumberInput } from "./formatted-input";

/**
 * An ABA routing number: 9 digits, nothing else can be typed (react-number-format's PatternFormat).
 * The form gets the text as shown (unfilled places are spaces), which `routingNumberInput`
 * (src/domain/format/inputs.ts) reads as its 9 digits and checks by the ABA checksum, on the
 * server too. The keyboard is numeric; autofill is off.
 *
 * Props: `control`, `name`, `label`, `helperText?`, `id?`, `disabled?`.
 */
export function RoutingNumberField<T extends FieldValues, Out = T>(props: TextFieldProps<T, Out>) {
  return (
    <BoundTextField {...props} inputComponent={RoutingNumberInput} inputMode="numeric" autoComplete="off" />
  );
}
