import { describe, expect, it } from "vitest";
import { controlCharacterSentence, textInput, textLineInput } from "./field-inputs";

const refusalOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: string,
) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error as { issues: { message: string }[] }).issues[0]?.message;
};

describe("the one schema for free text people type (issue 19 item 7)", () => {
  const street = textLineInput("street address");
  const explanation = textInput("explanation", { max: 500, lines: "many" });

  it("refuses a NUL or any other control character with a sentence naming the field", () => {
    for (const hidden of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u2028"]) {
      expect(refusalOf(street, `12 Elm${hidden} Street`)).toBe(controlCharacterSentence("street address"));
      expect(refusalOf(explanation, `I was${hidden} studying`)).toBe(controlCharacterSentence("explanation"));
    }
    expect(controlCharacterSentence("street address")).toBe(
      "The street address holds a hidden character that is not text (often from pasting). Type it again, without pasting.",
    );
  });

  it("folds tabs and line breaks of a line into spaces, and keeps the lines of a block", () => {
    expect(street.parse(" 12\tElm \r\n Street ")).toBe("12 Elm Street");
    expect(explanation.parse("First line  \r\nSecond line\n")).toBe("First line\nSecond line");
  });

  it("asks for an empty field only when the field says so, and bounds the length", () => {
    expect(refusalOf(street, "  ")).toBe("Enter the street address");
    expect(explanation.parse("")).toBe("");
    expect(refusalOf(explanation, "x".repeat(501))).toBe("Keep the explanation to 500 characters");
  });
});
