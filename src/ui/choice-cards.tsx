"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type ReactNode, type Ref, useId } from "react";
import {
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from "react-hook-form";
import { tokens } from "./tokens";

/**
 * A radio group of large cards (the spec's property-usage picker, yes/no questions). Each card is a
 * native radio input, invisible but covering the card, so it takes clicks, taps and the keyboard
 * as any radio does: Tab enters the group, arrow keys move and choose, Space chooses. The chosen card
 * shows a thicker border and a filled dot (not colour alone); the focused one a focus ring.
 *
 * `ChoiceCardsField` binds it to react-hook-form:
 * ```tsx
 * <ChoiceCardsField control={form.control} name="propertyUse" legend="How do you use this home?"
 *   hideLegend options={[{ value: "primaryResidence", label: "Primary Home", illustration: <PrimaryHomeIllustration /> }, …]} />
 * ```
 * Props: `control`, `name` (a string field: the chosen value, "" or null for none), `legend` (the
 * question, the group's name; `hideLegend` when the page's h1 already asks it), `options`
 * (`{ value, label, description?, illustration? }`), `helperText?`, `columns?` (`{ xs, sm }`,
 * default 1 column on phones and up to 3 from 600 px), `id?`, `disabled?`.
 * The error message is shown under the cards and tied to the group (aria-describedby, aria-invalid).
 */
export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  description?: string;
  illustration?: ReactNode;
}

export interface ChoiceCardsProps<V extends string> {
  name: string;
  legend: string;
  hideLegend?: boolean;
  options: readonly ChoiceOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  columns?: { xs: number; sm: number };
  /** Given the first option's input (or the chosen one's), so the form can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  disabled?: boolean;
}

/** Read by screen readers, not shown (the usual clip pattern). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  p: 0,
  m: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

const cardFace = {
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 1,
  boxSizing: "border-box",
  height: "100%",
  minHeight: 72,
  p: 2,
  pr: 5, // room for the dot
  borderRadius: 2,
  border: 2,
  borderColor: "divider",
  bgcolor: "background.paper",
  textAlign: "center",
  transition: "border-color 120ms, background-color 120ms",
} as const;

/** With a picture: side by side on a phone (three cards fit one screen), stacked from 600 px. */
const illustratedFace = {
  ...cardFace,
  flexDirection: { xs: "row", sm: "column" },
  justifyContent: { xs: "flex-start", sm: "center" },
  textAlign: { xs: "left", sm: "center" },
  gap: { xs: 2, sm: 1 },
  pr: { xs: 5, sm: 2 },
  pt: { xs: 2, sm: 5 },
  "& svg": { flexShrink: 0, width: { xs: 96, sm: "100%" }, maxWidth: 180, height: "auto" },
} as const;

const dot = {
  position: "absolute",
  top: 12,
  right: 12,
  width: 22,
  height: 22,
  borderRadius: "50%",
  border: 2,
  borderColor: "secondary.main",
  bgcolor: "background.paper",
} as const;

const card = {
  position: "relative",
  display: "block",
  cursor: "pointer",
  "& > input": {
    position: "absolute",
    inset: 0,
    width: "100%",
    height: "100%",
    m: 0,
    opacity: 0,
    cursor: "inherit",
  },
  "&:hover > .choice-face": { borderColor: "primary.main" },
  "& > input:checked + .choice-face": {
    borderColor: "primary.main",
    borderWidth: 3,
    bgcolor: tokens.color.heroBackground,
  },
  "& > input:checked + .choice-face .choice-dot": {
    borderColor: "primary.main",
    boxShadow: "inset 0 0 0 4px #FFFFFF",
    bgcolor: "primary.main",
  },
  "& > input:focus-visible + .choice-face": {
    outline: "3px solid",
    outlineColor: "primary.main",
    outlineOffset: 2,
  },
  "& > input:disabled + .choice-face": { opacity: 0.6, cursor: "not-allowed" },
} as const;

export function ChoiceCards<V extends string>({
  name,
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  columns,
  inputRef,
  id,
  disabled,
}: ChoiceCardsProps<V>) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const legendId = `${baseId}-legend`;
  const messageId = `${baseId}-message`;
  const message = error ?? helperText;
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const xs = columns?.xs ?? 1;
  const sm = columns?.sm ?? Math.min(options.length, 3);

  return (
    <Box
      component="fieldset"
      role="radiogroup"
      id={baseId}
      aria-labelledby={legendId}
      aria-describedby={message ? messageId : undefined}
      aria-invalid={error ? true : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Box
        component="legend"
        id={legendId}
        sx={hideLegend ? visuallyHidden : { p: 0, mb: 2, fontWeight: 700, fontSize: "1.125rem" }}
      >
        {legend}
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: `repeat(${xs}, minmax(0, 1fr))`, sm: `repeat(${sm}, minmax(0, 1fr))` },
        }}
      >
        {options.map((option, index) => {
          const optionId = `${baseId}-${index}`;
          return (
            <Box component="label" key={option.value} htmlFor={optionId} sx={card}>
              <input
                ref={index === focusIndex ? inputRef : undefined}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              <Box
                component="span"
                className="choice-face"
                sx={option.illustration ? illustratedFace : cardFace}
              >
                <Box component="span" className="choice-dot" sx={dot} />
                {option.illustration}
                <Typography
                  component="span"
                  id={`${optionId}-label`}
                  sx={{ fontWeight: 700, fontSize: "1.125rem" }}
                >
                  {option.label}
                </Typography>
                {option.description ? (
                  <Typography
                    component="span"
                    id={`${optionId}-description`}
                    sx={{ color: "text.secondary" }}
                  >
                    {option.description}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Box>
      {message ? (
        <Typography
          id={messageId}
          sx={{ mt: 1, color: error ? "error.main" : "text.secondary", fontSize: "0.875rem" }}
        >
          {message}
        </Typography>
      ) : null}
    </Box>
  );
}

/** `ChoiceCards` bound to a react-hook-form field whose value is the chosen option's value. */
export function ChoiceCardsField<T extends FieldValues, Out = T, V extends string = string>({
  control,
  name,
  ...props
}: {
  control: Control<T, unknown, Out>;
  name: FieldPathByValue<T, string | null | undefined>;
} & Omit<ChoiceCardsProps<V>, "name" | "value" | "onChange" | "onBlur" | "error" | "inputRef">) {
  const { field, fieldState } = useController({ control, name: name as FieldPath<T> });
  return (
    <ChoiceCards<V>
      {...props}
      name={field.name}
      value={(field.value as V | null | undefined) || null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
