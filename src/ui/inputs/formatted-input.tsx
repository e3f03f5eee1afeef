"use client";
import type { InputBaseComponentProps } from "@mui/material/InputBase";
import type { ChangeEvent, Ref } from "react";
import { NumericFormat, PatternFormat } from "react-number-format";

/**
 * Input elements for MUI's `inputComponent` slot that format with react-number-format as the
 * person types, and report the text as shown ("(302) 555-0100", "$250,000") to MUI's onChange. Only
 * typing reports: a value set by the form (a draft put back) is formatted on screen but not written
 * back, so setting a value never marks the form dirty by itself.
 */
/** What MUI's InputBase gives an `inputComponent`; `defaultValue` is dropped, the form controls the value. */
type InputComponentProps = InputBaseComponentProps & { ref?: Ref<HTMLInputElement> };

/**
 * MUI's InputBase only reads `target.value` of a controlled input's change (it is typed as a DOM
 * event); react-number-format gives the shown text apart from the event, so the event is this.
 */
function shownText(name: string | undefined, value: string): ChangeEvent<HTMLInputElement> {
  return { target: { name, value } } as unknown as ChangeEvent<HTMLInputElement>;
}

type NumberFormatType = "text" | "tel" | "password";

function numberFormatType(type: string | undefined): NumberFormatType {
  return type === "password" || type === "tel" ? type : "text";
}

/** An input that shows `format` ("#" is a digit), e.g. "(###) ###-####". Unfilled places are spaces. */
function PatternInput({
  ref,
  onChange,
  type,
  defaultValue: _unused,
  format,
  ...rest
}: InputComponentProps & { format: string }) {
  return (
    <PatternFormat
      {...rest}
      type={numberFormatType(type)}
      format={format}
      getInputRef={ref}
      valueIsNumericString={false}
      onValueChange={(values, { source }) => {
        if (source === "event") onChange?.(shownText(rest.name, values.formattedValue));
      }}
    />
  );
}

/** Spec §5 phone: (XXX) XXX-XXXX. */
export function PhoneInput(props: InputComponentProps) {
  return <PatternInput {...props} format="(###) ###-####" />;
}

/** Spec §5 SSN: XXX-XX-XXXX. */
export function SsnInput(props: InputComponentProps) {
  return <PatternInput {...props} format="###-##-####" />;
}

/** The Employer Identification Number: XX-XXXXXXX. */
export function EinInput(props: InputComponentProps) {
  return <PatternInput {...props} format="##-#######" />;
}

/** Spec §5 date: MM/DD/YYYY. */
export function DayInput(props: InputComponentProps) {
  return <PatternInput {...props} format="##/##/####" />;
}

/** Spec §5 month: MM/YYYY. */
export function MonthInput(props: InputComponentProps) {
  return <PatternInput {...props} format="##/####" />;
}

/** An ABA routing number: 9 digits. */
export function RoutingNumberInput(props: InputComponentProps) {
  return <PatternInput {...props} format="#########" />;
}

/** A US ZIP code: 5 digits. */
export function ZipInput(props: InputComponentProps) {
  return <PatternInput {...props} format="#####" />;
}

/**
 * Dollars with a $ and thousands separators, e.g. "$250,000"; never negative. Cents may be typed
 * ("$1,234.56"): with no decimals allowed, a typed "." would be dropped and "250000.75" would read
 * as $25,000,075.
 */
export function DollarsInput({ ref, onChange, type, defaultValue: _unused, ...rest }: InputComponentProps) {
  return (
    <NumericFormat
      {...rest}
      type={numberFormatType(type)}
      getInputRef={ref}
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      allowNegative={false}
      valueIsNumericString={false}
      onValueChange={(values, { source }) => {
        if (source === "event") onChange?.(shownText(rest.name, values.formattedValue));
      }}
    />
  );
}
