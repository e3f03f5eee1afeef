import { z } from "zod";
import { inputFromParser } from "../format/inputs";
import { parsed, rejected } from "../format/parse-result";
import { amountInput, required } from "../prequal/field-inputs";

/**
 * Small pieces the application's forms share: whole numbers typed as text, optional fields left
 * empty, and the length of a stay at an address (Form 1003 asks "How long at current address").
 */

/** A field left empty ("" or null) counts as not answered. */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** A whole number typed as text (or given as a number), within bounds, refused in plain words. */
export function wholeNumberInput(what: string, bounds: { min: number; max: number }) {
  return inputFromParser(
    (value: string | number) => {
      const text = String(value).trim();
      if (text === "") return rejected(`Enter ${what}`);
      if (!/^\d+$/.test(text)) return rejected(`Enter ${what} as a whole number, like 3`);
      const count = Number(text);
      if (count < bounds.min || count > bounds.max)
        return rejected(`Enter ${what} between ${bounds.min} and ${bounds.max}`);
      return parsed(count);
    },
    z.union([z.string(), z.number()]),
  );
}

export const yearsAtAddressInput = required(
  wholeNumberInput("the years you have lived there", { min: 0, max: 99 }),
);
export const monthsAtAddressInput = required(
  wholeNumberInput("the months you have lived there", { min: 0, max: 11 }),
);

/** A monthly amount in whole dollars (rent, HOA fees): never negative, never absurd. */
export const monthlyAmountInput = (what: string) => amountInput(what, { max: 1_000_000 });

/** Total months of a stay given as years and months; text that is not a number counts as 0. */
export function monthsOfStay(years: unknown, months: unknown): number {
  const whole = (value: unknown) => {
    const n = Number(typeof value === "string" ? value.trim() : value);
    return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
  };
  return whole(years) * 12 + whole(months);
}
