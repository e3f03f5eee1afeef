import { describe, expect, it } from "vitest";
import { conditionAnswerLines } from "./condition-answer-lines";

describe("conditionAnswerLines (spec §3 information conditions, as the loan officer reads them)", () => {
  it("shows a long-text answer, an address on one line and an employer by its fields", () => {
    expect(conditionAnswerLines("long_text", { text: "One car loan." })).toEqual([
      { label: "Answer", value: "One car loan." },
    ]);
    const [address] = conditionAnswerLines("address", {
      address: { line1: "12 Oak Street", city: "Dover", state: "DE", zip: "19901" },
    });
    expect(address?.label).toBe("Address");
    expect(address?.value).toContain("12 Oak Street");
    expect(
      conditionAnswerLines("employment", {
        employerName: "Blue Fern Clinics",
        employerPhone: "(302) 555-0111",
        position: "Nurse",
        contactName: "Pat Doe",
      }).map((l) => l.label),
    ).toEqual(["Employer", "Employer's phone", "Position", "Contact"]);
  });

  it("never shows an answer that does not fit its kind's schema as raw data", () => {
    expect(conditionAnswerLines("long_text", { secret: "x" })).toEqual([
      { label: "Answer", value: "This answer can’t be shown. Ask the applicant to answer again." },
    ]);
  });
});
