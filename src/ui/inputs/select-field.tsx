"use client";
import MuiTextField from "@mui/material/TextField";
import { useId } from "react";
import { type FieldPath, type FieldValues, useController } from "react-hook-form";
import type { FieldProps } from "./field-props";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * One choice among a list as a native select (the phone's own picker, arrow keys and type-ahead on
 * a computer), bound to a string field: the chosen option's value, "" while none is chosen. The
 * empty first option reads `placeholder`; the error (or the hint) is tied to the select.
 *
 * Props: `control`, `name`, `label`, `options` (`{ value, label }`), `placeholder` (e.g. "Choose…"),
 * `helperText?`, `id?`, `disabled?`, `autoComplete?` (e.g. "address-level1" for a state).
 */
export function SelectField<T extends FieldValues, Out = T>({
  control,
  name,
  label,
  options,
  placeholder,
  helperText,
  id,
  disabled,
  autoComplete = "off",
}: FieldProps<T, string, Out> & {
  options: readonly SelectOption[];
  placeholder: string;
  autoComplete?: string;
}) {
  const { field, fieldState } = useController({ control, name: name as FieldPath<T> });
  const generatedId = useId();
  const message = fieldState.error?.message;
  return (
    <MuiTextField
      select
      id={id ?? generatedId}
      name={field.name}
      label={label}
      value={typeof field.value === "string" ? field.value : String(field.value ?? "")}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
      disabled={disabled}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </MuiTextField>
  );
}
