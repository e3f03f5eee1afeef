"use client";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

/**
 * A consent given by ticking a box (the soft pull's, FCRA): the words are the box's label, the
 * form holds true or false, and a refusal stands under it, tied to the box.
 */
export function ConsentCheckbox<T extends FieldValues, Out>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)}>
      <FormControlLabel
        sx={{ alignItems: "flex-start", mr: 0 }}
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
            slotProps={{
              input: {
                ref: field.ref,
                "aria-describedby": message ? errorId : undefined,
                "aria-invalid": Boolean(message) || undefined,
              },
            }}
            sx={{ mt: -0.75 }}
          />
        }
        label={label}
      />
      {message ? <FormHelperText id={errorId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
