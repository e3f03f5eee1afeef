import { describe, expect, it } from "vitest";
import { calculatorFigures, readCalculatorFigures } from "./calculator-figures";
import { DEFAULT_RATE_SHEET } from "./default-rate-sheet";

describe("the calculator's figures of the sheet in force", () => {
  it("carry only the CLTV limits and the line's bounds, with the version", () => {
    const figures = calculatorFigures(4, DEFAULT_RATE_SHEET);
    expect(figures).toEqual({
      version: 4,
      heloc: { maxCltv: DEFAULT_RATE_SHEET.heloc.maxCltv, line: DEFAULT_RATE_SHEET.heloc.line },
    });
    expect(JSON.stringify(figures)).not.toMatch(/margins|originationFee|products/);
  });

  it("are read back as they were sent, and nothing else", () => {
    const figures = calculatorFigures(4, DEFAULT_RATE_SHEET);
    expect(readCalculatorFigures(JSON.parse(JSON.stringify(figures)))).toEqual(figures);
  });

  it("are refused when they are not figures a sheet could hold", () => {
    const figures = calculatorFigures(4, DEFAULT_RATE_SHEET);
    const withCltv = (investment: unknown) => ({
      ...figures,
      heloc: { ...figures.heloc, maxCltv: { ...figures.heloc.maxCltv, investment } },
    });
    expect(readCalculatorFigures(withCltv(7))).toBeNull();
    expect(readCalculatorFigures(withCltv("0.7"))).toBeNull();
    expect(
      readCalculatorFigures({ ...figures, heloc: { ...figures.heloc, line: { min: 9, max: 1 } } }),
    ).toBeNull();
    expect(readCalculatorFigures("<html>")).toBeNull();
    expect(readCalculatorFigures({ version: 0, heloc: figures.heloc })).toBeNull();
  });
});
