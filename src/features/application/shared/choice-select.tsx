"use client";
import MuiTextField from "@mui/material/TextField";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

/**
 * One choice among a few as a native select (the phone's own picker, keyboard friendly), bound to
 * a react-hook-form field holding the option's value; the empty first option reads `placeholder`.
 */
export function ChoiceSelect<T extends FieldValues, Out>({
  control,
  name,
  label,
  placeholder,
  options,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
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
