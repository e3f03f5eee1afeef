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

/**
 * Control characters (C0 and C1: NUL, escape, backspace…) and the Unicode line and paragraph
 * separators are never part of what a person types, only of what a program or a paste slips in.
 * PostgreSQL refuses NUL in text outright (22P05), and the others corrupt letters and MISMO files.
 * Tab, line feed and carriage return are spacing: a line folds them into spaces, a block keeps lines.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;

export const controlCharacterSentence = (label: string) =>
  `The ${label} holds a hidden character that is not text (often from pasting). Type it again, without pasting.`;

export interface TextWords {
  /** Said when nothing was typed; without it, empty text is accepted as "". */
  empty?: string;
  tooLong?: string;
}

/**
 * The ONE schema for free text people type: trimmed, bounded, never a control character, each
 * refusal a sentence. `lines: "one"` folds every run of spaces (a street, a name); `"many"` keeps
 * the lines of an explanation and only trims them. Every free-text field of every form uses it.
 */
export function textInput(label: string, options: { max: number; lines: "one" | "many"; words?: TextWords }) {
  const { max, lines, words = {} } = options;
  return inputFromParser((value: string) => {
    if (CONTROL_CHARACTER.test(value)) return rejected(controlCharacterSentence(label));
    const text =
      lines === "one"
        ? value.trim().replace(/\s+/g, " ")
        : value
            .replace(/\r\n?/g, "\n")
            .replace(/[ \t]+$/gm, "")
            .trim();
    if (text === "" && words.empty) return rejected(words.empty);
    if (text.length > max) return rejected(words.tooLong ?? `Keep the ${label} to ${max} characters`);
    return parsed(text);
  });
}

/** A line of text people type (a street, a city): trimmed, required, and not a novel. */
export function textLineInput(label: string, max = 100) {
  return textInput(label, { max, lines: "one", words: { empty: `Enter the ${label}` } });
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
