"use client";
import { type ReactNode, type Ref, useId } from "react";
import {
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from "react-hook-form";
import styles from "./choice-cards.module.css";
import { FieldMessage } from "./field-message";

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
 * default 1 column on phones and up to 3 from 600 px), `id?`, `disabled?`. Plain CSS, no MUI: the
 * entry steps' first screen is drawn with it (decision 053).
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
  columns?: { xs: 1 | 2; sm: 1 | 2 | 3 };
  /** Given the first option's input (or the chosen one's), so the form can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  disabled?: boolean;
}

const PHONE_COLUMNS = { 1: styles.phone1, 2: styles.phone2 } as const;
const WIDE_COLUMNS = { 1: styles.wide1, 2: styles.wide2, 3: styles.wide3 } as const;

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
  const sm = columns?.sm ?? (Math.min(options.length, 3) as 1 | 2 | 3);

  return (
    // The ARIA radio group pattern: a group named by its question, one of whose radios is chosen.
    <div
      role="radiogroup"
      id={baseId}
      aria-labelledby={legendId}
      aria-describedby={message ? messageId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <div id={legendId} className={hideLegend ? styles.hiddenLegend : styles.legend}>
        {legend}
      </div>
      <div className={`${styles.cards} ${PHONE_COLUMNS[xs]} ${WIDE_COLUMNS[sm]}`}>
        {options.map((option, index) => {
          const optionId = `${baseId}-${index}`;
          return (
            <label key={option.value} htmlFor={optionId} className={styles.card}>
              <input
                ref={index === focusIndex ? inputRef : undefined}
                type="radio"
                id={optionId}
                className={styles.input}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              <span className={option.illustration ? `${styles.face} ${styles.illustrated}` : styles.face}>
                <span className={styles.dot} />
                {option.illustration}
                <span className={styles.words}>
                  <span id={`${optionId}-label`} className={styles.label}>
                    {option.label}
                  </span>
                  {option.description ? (
                    <span id={`${optionId}-description`} className={styles.description}>
                      {option.description}
                    </span>
                  ) : null}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {message ? (
        <FieldMessage id={messageId} invalid={Boolean(error)} className={styles.message}>
          {message}
        </FieldMessage>
      ) : null}
    </div>
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
