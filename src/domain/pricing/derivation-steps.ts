import type { PropertyUse } from "../enums/property";
import { type DerivationLine, percentText } from "./derivation";

const step =
  (kind: DerivationLine["kind"]) =>
  (key: string, label: string, value: number | string | boolean, explanation: string): DerivationLine => ({
    key,
    label,
    value,
    kind,
    explanation,
  });

/** Builders of derivation lines by kind: `money("liens", "Mortgages on the home", 200000, "…")`. */
export const money = step("money");
export const percent = step("percent");
export const score = step("score");
export const years = step("years");
export const text = step("text");
export const yesNo = step("yesNo");

/** A rate change as explanations write it: "+ 1%", "− 0.25%". */
export const signedPercent = (change: number): string =>
  change < 0 ? `− ${percentText(-change)}` : `+ ${percentText(change)}`;

/** The property's use as a sentence says it: "the value of a primary home". */
export const PROPERTY_USE_WORDS: Record<PropertyUse, string> = {
  primaryResidence: "a primary home",
  secondHome: "a second home",
  investment: "a rental property",
};
