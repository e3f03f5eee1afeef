import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";

/**
 * What every input in `src/ui/inputs` takes: the form's `control` (from `useForm`), the field's
 * `name`, a visible `label`, an optional `helperText` (a hint; an error message replaces it while the
 * field is wrong) and an optional `id` (generated when omitted). `Out` is the form's submitted type
 * (`useForm<Fields, unknown, Out>` with `schemaResolver`), so domain schemas that transform work.
 */
export interface FieldProps<T extends FieldValues, Value, Out = T> {
  control: Control<T, unknown, Out>;
  name: FieldPathByValue<T, Value>;
  label: string;
  helperText?: string;
  id?: string;
  disabled?: boolean;
}

/** A field whose value is the text the person typed. */
export type TextFieldProps<T extends FieldValues, Out = T> = FieldProps<T, string, Out>;
