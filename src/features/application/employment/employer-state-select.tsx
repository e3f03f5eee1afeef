"use client";
import MuiTextField from "@mui/material/TextField";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { US_STATES } from "@/domain/format/us-states";

/**
 * Spec §3 address state as a native select of the domain's states, DC and Guam, keeping the
 * two-letter code. (The same control as prequal's; features do not import each other, so it moves
 * to src/ui when a third screen needs it.)
 */
export function EmployerStateSelect<T extends FieldValues, Out>({
  control,
  name,
  label,
  placeholder,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  placeholder: string;
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
      {US_STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
    </MuiTextField>
  );
}
