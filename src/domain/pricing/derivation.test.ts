import { describe, expect, it } from "vitest";
import { type DerivationLine, derived, percentText } from "./derivation";

const line = (key: string, value: number): DerivationLine => ({
  key,
  label: key,
  value,
  kind: "money",
  explanation: `${key} explained`,
});

describe("a number with its derivation", () => {
  it("keeps the lines in the order given, each key once, skipping absent ones", () => {
    const value = line("value", 500_000);
    const liens = line("liens", 200_000);
    const result = derived(300_000, [value, liens], null, value, line("equity", 300_000));
    expect(result.value).toBe(300_000);
    expect(result.derivation.map((l) => l.key)).toEqual(["value", "liens", "equity"]);
  });
});

describe("percentages in explanations", () => {
  it("writes decimal rates and ratios as percentages, 100% and above included", () => {
    expect(percentText(0.06625)).toBe("6.625%");
    expect(percentText(0.005)).toBe("0.5%");
    expect(percentText(0)).toBe("0%");
    expect(percentText(1)).toBe("100%");
    expect(percentText(1.2)).toBe("120%");
  });
});
