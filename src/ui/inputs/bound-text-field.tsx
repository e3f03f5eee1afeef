"use client";
import InputAdornment from "@mui/material/InputAdornment";
import type { InputBaseComponentProps } from "@mui/material/InputBase";
import MuiTextField from "@mui/material/TextField";
import { type ElementType, type HTMLAttributes, type ReactNode, useId } from "react";
import { type FieldPath, type FieldValues, useController } from "react-hook-form";
import type { FieldProps } from "./field-props";

export interface BoundTextFieldProps<T extends FieldValues, Out> extends FieldProps<T, string, Out> {
  /** An input element from `formatted-input.tsx`, for masked fields; a plain input otherwise. */
  inputComponent?: ElementType<InputBaseComponentProps>;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  type?: string;
  maxLength?: number;
  /** Shown inside the field at its end, e.g. the SSN's Show/Hide button. */
  endAdornment?: ReactNode;
}

/**
 * An MUI TextField bound to one string field of a react-hook-form form through `useController`: a
 * visible label, the error message (or the hint) as helper text, which MUI ties to the input with
 * aria-describedby, aria-invalid while it is wrong, and the input as the field's ref, so
 * `handleSubmit` focuses the first wrong field. The building block of the other inputs here
 * but the plain `TextField`, which is CSS alone (decision 053).
 */
export function BoundTextField<T extends FieldValues, Out>({
  control,
  name,
  label,
  helperText,
  id,
  disabled,
  inputComponent,
  inputMode,
  autoComplete,
  type,
  maxLength,
  endAdornment,
}: BoundTextFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name: name as FieldPath<T> });
  const generatedId = useId();
  const message = fieldState.error?.message;
  return (
    <MuiTextField
      id={id ?? generatedId}
      name={field.name}
      label={label}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
      disabled={disabled}
      type={type}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{
        input: {
          ...(inputComponent ? { inputComponent } : {}),
          ...(endAdornment
            ? { endAdornment: <InputAdornment position="end">{endAdornment}</InputAdornment> }
            : {}),
        },
        htmlInput: { inputMode, maxLength },
      }}
    />
  );
}
