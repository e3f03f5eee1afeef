"use client";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "onBlur" | "error"
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
};

/**
 * A labelled MUI text field bound to react-hook-form: its error sentence shows beneath it and is
 * tied to the input (aria-describedby, aria-invalid), in place of the help text.
 */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...field }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: bound, fieldState }) => (
        <TextField
          {...field}
          id={field.id ?? `field-${name}`}
          name={bound.name}
          value={bound.value ?? ""}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          inputRef={bound.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
        />
      )}
    />
  );
}
