import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "./default-rate-sheet";
import { proposeRateSheetForm, proposeRateSheetInput } from "./rate-sheet-approval";
import { rateSheetProblems } from "./rate-sheet-publication";

const copy = () => JSON.parse(JSON.stringify(DEFAULT_RATE_SHEET));

describe("publishing a rate sheet", () => {
  it("finds nothing wrong with the defaults", () => {
    expect(rateSheetProblems(copy())).toEqual([]);
  });

  it("names each problem by its place in the sheet", () => {
    const sheet = copy();
    sheet.heloc.tiers[0].margins = [0.01];
    sheet.mortgage.originationFee = 2;
    expect(rateSheetProblems(sheet)).toEqual([
      { path: "mortgage.originationFee", message: expect.any(String) },
      { path: "heloc.tiers.0.margins", message: "Give one value for each of the 4 bands" },
    ]);
  });

  it("says a sheet that is not an object is wrong as a whole", () => {
    expect(rateSheetProblems("prime + 1")).toEqual([{ path: "", message: expect.any(String) }]);
  });

  it("asks for a note of 1 to 200 characters", () => {
    expect(proposeRateSheetInput.safeParse({ sheet: {}, note: "  " }).success).toBe(false);
    expect(proposeRateSheetInput.safeParse({ sheet: {}, note: "x".repeat(201) }).success).toBe(false);
    expect(proposeRateSheetInput.parse({ sheet: {}, note: " Prime to 7.25% " }).note).toBe("Prime to 7.25%");
  });

  it("tells JSON that cannot be read, or is not an object, apart from a sheet with problems", () => {
    const error = (sheet: string) =>
      proposeRateSheetForm
        .safeParse({ sheet, note: "n", effectiveAt: "" })
        .error?.issues.map((i) => i.message)[0];
    expect(error("")).toBe("Write the rate sheet as JSON");
    expect(error('{"heloc": ')).toMatch(/^The JSON cannot be read: /);
    expect(error("[1, 2]")).toBe("The rate sheet is a JSON object, between { and }");
    expect(proposeRateSheetForm.parse({ sheet: '{"heloc": {}}', note: "n", effectiveAt: "" }).sheet).toEqual({
      heloc: {},
    });
  });
});
