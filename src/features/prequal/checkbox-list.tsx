"use client";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import type { ReactNode } from "react";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

export interface CheckboxItem {
  id: string;
  /** What the person reads beside the box (a creditor, its balance, its date). */
  label: ReactNode;
}

/**
 * A group of checkboxes bound to a list of ids (mortgage-select, debts): a fieldset whose legend is
 * the question, any number ticked, none allowed. The first box is the field's ref, so a refused
 * save focuses it.
 */
export function CheckboxList<T extends FieldValues, Out>({
  control,
  name,
  legend,
  items,
  helperText,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  legend: string;
  items: readonly CheckboxItem[];
  helperText?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const helperId = useId();
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const message = fieldState.error?.message ?? helperText;
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id));
  return (
    <FormControl
      component="fieldset"
      error={Boolean(fieldState.error)}
      aria-describedby={message ? helperId : undefined}
    >
      <FormLabel component="legend" sx={{ mb: 1, color: "text.primary", fontWeight: 600 }}>
        {legend}
      </FormLabel>
      <FormGroup>
        {items.map((item, index) => (
          <FormControlLabel
            key={item.id}
            sx={{ alignItems: "flex-start", py: 1, mr: 0 }}
            control={
              <Checkbox
                checked={chosen.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                sx={{ mt: -0.5 }}
              />
            }
            label={item.label}
          />
        ))}
      </FormGroup>
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
