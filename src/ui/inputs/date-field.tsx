"use client";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "use-intl";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps } from "./field-props";
import { DayInput } from "./formatted-input";

/**
 * Spec §5 date input MM/DD/YYYY, formatted while typed (react-number-format's PatternFormat). The
 * form gets the text as shown, "03/21/1985" ("" when empty), which `dateInput`
 * (src/domain/format/inputs.ts) reads as a UTC date.
 *
 * Props: `control`, `name`, `label`, `helperText?` (default: "Month, day and year, like
 * 03/21/1985"), `id?`, `disabled?`, `autoComplete?` ("bday" for a date of birth; default "off").
 */
export function DateField<T extends FieldValues, Out = T>({
  autoComplete = "off",
  helperText,
  ...props
}: TextFieldProps<T, Out> & { autoComplete?: "bday" | "off" }) {
  const t = useTranslations("common");
  return (
    <BoundTextField
      {...props}
      helperText={helperText ?? t("dateHint")}
      inputComponent={DayInput}
      inputMode="numeric"
      autoComplete={autoComplete}
    />
  );
}
