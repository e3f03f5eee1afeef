/**
 * Inputs bound to react-hook-form with the spec's formats (spec §5). Each takes `control`, `name`,
 * `label`, `helperText?`, `id?`, `disabled?`, and hands the form the text as the person sees it,
 * which the matching schema in src/domain/format/inputs.ts reads. See each file's header.
 */
export { AccountNumberField } from "./account-number-field";
export { AddressFields, type AddressLabels } from "./address-fields";
export { DateField } from "./date-field";
export { EinField } from "./ein-field";
export type { FieldProps, TextFieldProps } from "./field-props";
export { MoneyField } from "./money-field";
export { MonthYearField } from "./month-year-field";
export { PhoneField } from "./phone-field";
export { RoutingNumberField } from "./routing-number-field";
export { SelectField, type SelectOption } from "./select-field";
export { SsnField } from "./ssn-field";
export { StateSelectField } from "./state-select-field";
export { type AutoCompleteToken, TextField } from "./text-field";
export { YesNoField } from "./yes-no-field";
export { ZipField } from "./zip-field";
