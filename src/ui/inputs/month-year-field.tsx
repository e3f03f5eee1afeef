"use client";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "use-intl";
import { BoundTextField } from "./bound-text-field";
import type { TextFieldProps } from "./field-props";
import { MonthInput } from "./formatted-input";

/**
 * Spec §5 date input MM/YYYY (a month, e.g. when a job started), formatted while typed
 * (react-number-format's PatternFormat). The form gets the text as shown, "03/2021" ("" when empty),
 * which `dateInput` (src/domain/format/inputs.ts) reads as the first day of that month, in UTC.
 *
 * Props: `control`, `name`, `label`, `helperText?` (default: "Month and year, like 03/2021"),
 * `id?`, `disabled?`.
 */
export function MonthYearField<T extends FieldValues, Out = T>({
  helperText,
  ...props
}: TextFieldProps<T, Out>) {
  const t = useTranslations("common");
  return (
    <BoundTextField
      {...props}
      helperText={helperText ?? t("monthYearHint")}
      inputComponent={MonthInput}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}
