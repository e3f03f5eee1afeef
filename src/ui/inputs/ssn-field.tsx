"use client";
import Button from "@mui/material/Button";
import { useId, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "use-intl";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps } from "./field-props";
import { SsnInput } from "./formatted-input";

/**
 * Spec §5 SSN: XXX-XX-XXXX, formatted while typed (react-number-format's PatternFormat), hidden
 * like a password until the person presses "Show" (a toggle button inside the field, named "Show
 * <label>"). Autofill and saving are off; the keyboard is numeric. The form gets the text as shown,
 * "123-45-6789" (unfilled places are spaces, "" when empty), which `ssnInput`
 * (src/domain/format/inputs.ts) reads as its 9 digits. Drafts never keep it (src/ui/form-draft.ts).
 *
 * Props: `control`, `name`, `label`, `helperText?`, `id?`, `disabled?`.
 */
export function SsnField<T extends FieldValues, Out = T>(props: TextFieldProps<T, Out>) {
  const t = useTranslations("common");
  const [shown, setShown] = useState(false);
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const toggle = (
    <Button
      type="button"
      variant="text"
      aria-controls={id}
      aria-label={shown ? t("hideField", { field: props.label }) : t("showField", { field: props.label })}
      onClick={() => setShown((value) => !value)}
      disabled={props.disabled}
      sx={{ minWidth: 64, minHeight: 44, px: 1.5, py: 1, fontSize: "1rem" }}
    >
      {shown ? t("hide") : t("show")}
    </Button>
  );
  return (
    <BoundTextField
      {...props}
      id={id}
      inputComponent={SsnInput}
      type={shown ? "text" : "password"}
      inputMode="numeric"
      autoComplete="off"
      endAdornment={toggle}
    />
  );
}
