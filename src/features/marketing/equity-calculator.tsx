"use client";
import { useEffect, useId, useState } from "react";
import { PROPERTY_USES, type PropertyUse } from "@/domain/enums/property";
import { formatMoney, parseMoney } from "@/domain/format/money";
import {
  CALCULATOR_FIGURES_PATH,
  type CalculatorFigures,
  readCalculatorFigures,
} from "@/domain/pricing/calculator-figures";
import { availableEquity } from "@/domain/pricing/equity";
import styles from "./equity-calculator.module.css";

function MoneyField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          const parsed = parseMoney(value);
          if (parsed.ok) onChange(formatMoney(parsed.value));
        }}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Figures = CalculatorFigures | "loading" | "unavailable";

/**
 * The figures of the sheet in force, asked for once the prerendered page has painted (decision 108):
 * a same-origin GET the page's CSP allows (connect-src 'self') and browsers keep a minute.
 */
function useSheetInForce(): Figures {
  const [figures, setFigures] = useState<Figures>("loading");
  useEffect(() => {
    let live = true;
    fetch(CALCULATOR_FIGURES_PATH, { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (live) setFigures(readCalculatorFigures(body) ?? "unavailable");
      })
      .catch(() => {
        if (live) setFigures("unavailable");
      });
    return () => {
      live = false;
    };
  }, []);
  return figures;
}

/** How much a homeowner could unlock: the sheet in force's CLTV limit less what they owe (docs/design.md §4). */
export function EquityCalculator() {
  const figures = useSheetInForce();
  const [homeValue, setHomeValue] = useState("$500,000");
  const [balance, setBalance] = useState("$300,000");
  const [propertyUse, setPropertyUse] = useState<PropertyUse>("primaryResidence");
  const useFieldId = useId();
  const value = parseMoney(homeValue);
  const owed = parseMoney(balance);
  const sheet = typeof figures === "string" ? null : figures;
  const result =
    sheet && value.ok && owed.ok
      ? availableEquity({ homeValue: value.value, mortgageBalance: owed.value, propertyUse }, sheet)
      : null;

  return (
    <section className={styles.panel} aria-labelledby="calculator-title">
      <h2 id="calculator-title" className={styles.title}>
        How much could you unlock?
      </h2>
      <MoneyField
        label="Home value"
        value={homeValue}
        onChange={setHomeValue}
        error={value.ok ? undefined : value.reason}
      />
      <MoneyField
        label="Mortgage balance"
        value={balance}
        onChange={setBalance}
        error={owed.ok ? undefined : owed.reason}
      />
      <div className={styles.field}>
        <label htmlFor={useFieldId}>How you use the home</label>
        <select
          id={useFieldId}
          className={styles.input}
          value={propertyUse}
          onChange={(e) => setPropertyUse(e.target.value as PropertyUse)}
        >
          {PROPERTY_USES.map((use) => (
            <option key={use.value} value={use.value}>
              {use.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" aria-live="polite" className={styles.result}>
        {figures === "loading"
          ? "Reading today’s lending limits…"
          : figures === "unavailable"
            ? "Today’s lending limits can’t be read just now. Reload the page in a moment to see an estimate."
            : result === null
              ? "Enter your home value and mortgage balance to see an estimate."
              : result.eligible
                ? `You could unlock up to ${formatMoney(result.maxLine)}.`
                : `With ${Math.round(result.cltvLimit * 100)}% of the home's value as the limit, there isn't enough equity for a line of at least ${formatMoney(figures.heloc.line.min)} yet.`}
      </p>
      <p className={`muted ${styles.note}`}>
        An estimate, not an offer: your line depends on your credit, income and an appraisal of the home.
      </p>
    </section>
  );
}
