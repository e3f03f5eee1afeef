import { z } from "zod";
import { required, textInput } from "../prequal/field-inputs";
import { rateSheetInput } from "./rate-sheet";

/** What an operator says about a new version of the rate sheet, shown in its history. */
export const RATE_SHEET_NOTE_MAX = 200;
export const rateSheetNoteInput = required(
  textInput("note", {
    max: RATE_SHEET_NOTE_MAX,
    lines: "one",
    words: { empty: "Say in a few words what this version changes" },
  }),
);

/** One thing wrong with a sheet: where (dotted path; "" for the sheet as a whole) and what. */
export interface RateSheetProblem {
  path: string;
  message: string;
}

/** The path of a problem as an operator reads it and the API reports it: "heloc.tiers.0.margins". */
export const problemPath = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** Everything `rateSheetInput` refuses in `sheet`, in its order; none when the sheet can be published. */
export function rateSheetProblems(sheet: unknown): RateSheetProblem[] {
  const result = rateSheetInput.safeParse(sheet);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: problemPath(issue.path), message: issue.message }));
}

/**
 * The rate sheet as an operator writes it in the portal: JSON text that must read as an object.
 * Its content is checked apart (`rateSheetProblems`), so a typo in the JSON and a margin out of
 * range are told differently.
 */
export const rateSheetJsonInput = z.string().transform((text, ctx): unknown => {
  if (text.trim() === "") {
    ctx.addIssue({ code: "custom", message: "Write the rate sheet as JSON" });
    return z.NEVER;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value;
    ctx.addIssue({ code: "custom", message: "The rate sheet is a JSON object, between { and }" });
  } catch (error) {
    const reason = error instanceof Error ? error.message : "it cannot be read";
    ctx.addIssue({ code: "custom", message: `The JSON cannot be read: ${reason}` });
  }
  return z.NEVER;
});
