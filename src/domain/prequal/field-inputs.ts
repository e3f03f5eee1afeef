import { z } from "zod";
import { inputFromParser } from "../format/inputs";
import { parsed, rejected } from "../format/parse-result";

/** A field left out arrives as undefined (or null from some forms): the parser then asks for it. */
export const required = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? "", schema);

/** A yes/no question answered with the "yes" and "no" of two radio buttons (or a boolean from the server). */
export function yesNoInput(question: string) {
  return z.preprocess(
    (value) => (value === "yes" ? true : value === "no" ? false : value),
    z.boolean({ error: `Choose yes or no: ${question}` }),
  );
}

/** One of a list of choices, with the sentence shown when none is chosen. */
export function choiceInput<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** A line of text people type (a street, a city): trimmed, required, and not a novel. */
export function textLineInput(label: string, max = 100) {
  return inputFromParser((value: string) => {
    const text = value.trim().replace(/\s+/g, " ");
    if (text === "") return rejected(`Enter the ${label}`);
    if (text.length > max) return rejected(`Keep the ${label} to ${max} characters`);
    return parsed(text);
  });
}

/** An amount in whole dollars within bounds, with sentences that say what is wrong. */
export function amountInput(what: string, bounds: { min?: number; max?: number } = {}) {
  const { min = 0, max = 100_000_000 } = bounds;
  return inputFromParser(
    (value: string | number) => {
      const text = typeof value === "number" ? String(value) : value;
      const clean = text
        .trim()
        .replace(/^\$\s*/, "")
        .replace(/,/g, "");
      if (clean === "") return rejected(`Enter ${what}`);
      if (!/^\d+(\.\d{1,2})?$/.test(clean)) return rejected(`Enter ${what} in dollars, like $250,000`);
      const amount = Math.round(Number(clean));
      if (amount < min) return rejected(`Enter ${what} of at least $${min.toLocaleString("en-US")}`);
      if (amount > max) return rejected(`Enter ${what} of at most $${max.toLocaleString("en-US")}`);
      return parsed(amount);
    },
    z.union([z.string(), z.number()]),
  );
}
