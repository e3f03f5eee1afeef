"use client";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import { useId } from "react";
import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";

/**
 * A consent in words (FCRA: a soft pull with the person's written instruction), as a checkbox whose
 * label is the whole sentence. The schema takes `true` only, so Continue stays disabled until it is
 * ticked; its message is tied to the box.
 */
export function ConsentCheckbox<T extends FieldValues, Out>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPathByValue<T, boolean>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const messageId = useId();
  const message = fieldState.error?.message;
  return (
    <Box>
      <FormControlLabel
        sx={{ alignItems: "flex-start", mr: 0 }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            sx={{ mt: -0.75 }}
            slotProps={{
              input: {
                ref: field.ref,
                "aria-invalid": message ? true : undefined,
                "aria-describedby": message ? messageId : undefined,
              } as object,
            }}
          />
        }
        label={label}
      />
      {message ? (
        <FormHelperText id={messageId} error>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
