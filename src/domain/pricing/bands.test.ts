import { describe, expect, it } from "vitest";
import { atMost, bandIndexForRatio, gridCell, rowForScore } from "./bands";
import { DEFAULT_RATE_SHEET } from "./default-rate-sheet";

const { tiers, cltvBands } = DEFAULT_RATE_SHEET.heloc;
const heloc = { rows: tiers, bands: cltvBands, values: (t: (typeof tiers)[number]) => t.margins };

describe("reading the rate sheet's grids (docs/design.md §4)", () => {
  it("puts a score in the first tier whose minimum it reaches", () => {
    expect(rowForScore(tiers, 760)?.label).toBe("760 and above");
    expect(rowForScore(tiers, 759)?.label).toBe("720 to 759");
    expect(rowForScore(tiers, 640)?.label).toBe("640 to 679");
    expect(rowForScore(tiers, 639)).toBeUndefined();
  });

  it("puts a CLTV in the first band it does not pass, a band's limit included", () => {
    expect(bandIndexForRatio(cltvBands, 0.6)).toBe(0);
    expect(bandIndexForRatio(cltvBands, 0.6001)).toBe(1);
    expect(bandIndexForRatio(cltvBands, 425_000 / 500_000)).toBe(3);
    expect(bandIndexForRatio(cltvBands, 0.8501)).toBe(-1);
  });

  it("compares ratios within a billionth, so binary noise never moves a band", () => {
    expect(0.1 + 0.2 <= 0.3).toBe(false);
    expect(atMost(0.1 + 0.2, 0.3)).toBe(true);
    expect(atMost(0.300001, 0.3)).toBe(false);
  });

  it("reads the margin for a tier and a CLTV band", () => {
    expect(gridCell(heloc, 700, 0.75)).toMatchObject({ value: 0.02, row: { label: "680 to 719" } });
    expect(gridCell(heloc, 800, 0.5).value).toBe(0);
  });

  it("refuses to price outside the grid rather than guess", () => {
    expect(() => gridCell(heloc, 600, 0.5)).toThrow(RangeError);
    expect(() => gridCell(heloc, 700, 0.9)).toThrow(RangeError);
  });
});
