"use client";
import type { Control, FieldPath, FieldPathByValue, FieldValues } from "react-hook-form";
import { useController } from "react-hook-form";
import { useTranslations } from "use-intl";
import { ChoiceCards } from "../choice-cards";

type Answer = "yes" | "no";

/**
 * A yes/no question as two large radio cards, side by side even on a phone. The form gets `true`
 * or `false` (and holds `null` or `undefined` until answered), so its schema is a plain
 * `z.boolean({ error: "Choose yes or no" })` (the message shown when nothing was chosen).
 *
 * Props: `control`, `name` (a boolean field), `legend` (the question; `hideLegend` when the page's
 * h1 already asks it), `helperText?`, `yesLabel?` / `noLabel?` (default "Yes" / "No"), `id?`,
 * `disabled?`.
 */
export function YesNoField<T extends FieldValues, Out = T>({
  control,
  name,
  yesLabel,
  noLabel,
  ...props
}: {
  control: Control<T, unknown, Out>;
  name: FieldPathByValue<T, boolean | null | undefined>;
  legend: string;
  hideLegend?: boolean;
  helperText?: string;
  yesLabel?: string;
  noLabel?: string;
  id?: string;
  disabled?: boolean;
}) {
  const t = useTranslations("common");
  const { field, fieldState } = useController({ control, name: name as FieldPath<T> });
  const value: Answer | null = field.value === true ? "yes" : field.value === false ? "no" : null;
  return (
    <ChoiceCards<Answer>
      {...props}
      name={field.name}
      options={[
        { value: "yes", label: yesLabel ?? t("yes") },
        { value: "no", label: noLabel ?? t("no") },
      ]}
      columns={{ xs: 2, sm: 2 }}
      value={value}
      onChange={(answer) => field.onChange(answer === "yes")}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
