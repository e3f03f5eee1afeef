import { describe, expect, it } from "vitest";
import { conditionAnswerInput, MAX_LONG_TEXT } from "./condition-answers";

const messages = (value: unknown) =>
  conditionAnswerInput.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe("information condition answers (spec §3)", () => {
  it("takes a long text of 1 to 4,000 characters", () => {
    expect(messages({ kind: "long_text", answer: { text: "The inquiries were for one car loan." } })).toEqual(
      [],
    );
    expect(messages({ kind: "long_text", answer: { text: "   " } })).toEqual(["Write your answer"]);
    expect(messages({ kind: "long_text", answer: { text: "a".repeat(MAX_LONG_TEXT + 1) } })).toEqual([
      "Keep your answer to 4,000 characters",
    ]);
  });

  it("checks an address as every address is checked, ZIP against state", () => {
    const address = { line1: "9 Elm St", city: "Dover", state: "DE", zip: "19901" };
    expect(messages({ kind: "address", answer: { address } })).toEqual([]);
    expect(messages({ kind: "address", answer: { address: { ...address, zip: "90210" } } })).toEqual([
      "This ZIP code is in California, not Delaware. Check the state or the ZIP code",
    ]);
  });

  it("asks an employer's name, phone, the job title and a contact; the contact's e-mail is optional", () => {
    const employment = {
      employerName: "Acme Tools",
      employerPhone: "(302) 555-0111",
      position: "Buyer",
      contactName: "Dana Fox",
      contactEmail: "",
    };
    expect(messages({ kind: "employment", answer: employment })).toEqual([]);
    expect(messages({ kind: "employment", answer: { ...employment, contactName: "" } })).toEqual([
      "Enter the name of someone there who can confirm your job",
    ]);
  });
});
