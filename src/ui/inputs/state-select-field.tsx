"use client";
import type { FieldValues } from "react-hook-form";
import { US_STATES } from "@/domain/format/us-states";
import type { FieldProps } from "./field-props";
import { SelectField } from "./select-field";

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * Spec §3 address state: the US states, DC and Guam by full name, keeping the two-letter code, as a
 * native select that autofill fills (`address-level1`). `placeholder` reads on the empty option.
 */
export function StateSelectField<T extends FieldValues, Out = T>(
  props: FieldProps<T, string, Out> & { placeholder: string },
) {
  return <SelectField {...props} options={STATE_OPTIONS} autoComplete="address-level1" />;
}
