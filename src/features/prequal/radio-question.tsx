"use client";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

export interface RadioOption {
  value: string;
  label: string;
}

/**
 * One question answered by choosing one of a few options: a fieldset whose legend is the question,
 * native radio buttons (arrow keys move between them), and the error or hint tied to the group.
 * The checked (or first) radio is the field's ref, so a refused save focuses the question.
 */
export function RadioQuestion<T extends FieldValues, Out>({
  control,
  name,
  legend,
  options,
  helperText,
  row = false,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  legend: string;
  options: readonly RadioOption[];
  helperText?: string;
  /** Options side by side (short ones: Yes/No, unit counts). */
  row?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const helperId = useId();
  const value = typeof field.value === "string" ? field.value : String(field.value ?? "");
  const message = fieldState.error?.message ?? helperText;
  const refIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend" sx={{ mb: 1, color: "text.primary", fontWeight: 600 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        aria-describedby={message ? helperId : undefined}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={
              <Radio
                onBlur={field.onBlur}
                slotProps={{ input: { ref: index === refIndex ? field.ref : undefined } }}
              />
            }
            label={option.label}
            sx={{ minHeight: 44, mr: row ? 3 : 0 }}
          />
        ))}
      </RadioGroup>
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
