"use client";
import MuiTextField from "@mui/material/TextField";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

/**
 * A choice from a list as a native select (the phone's own picker, the keyboard's arrows), bound
 * to a string field of the form; "" until chosen. The employer's state, the business type, the
 * kind of income and the rented property use it.
 */
export function SelectField<T extends FieldValues, Out>({
  control,
  name,
  label,
  placeholder,
  options,
  autoComplete,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  /** The empty first option's text, e.g. "Choose a state". */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const message = fieldState.error?.message;
  return (
    <MuiTextField
      select
      id={id}
      name={field.name}
      label={label}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message}
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
