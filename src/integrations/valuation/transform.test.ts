import { describe, expect, it } from "vitest";
import { type AvmModelAnswer, valuationFromAvm } from "./transform";

const hit: AvmModelAnswer = {
  model: "Model A",
  status: "HIT",
  estimatedValue: 412_000,
  lowValue: 379_040,
  highValue: 444_960,
  confidenceScore: 87,
  valuationDate: "2026-11-24",
};

describe("AVM response -> valuation", () => {
  it("maps value, range, confidence (0-100 to 0-1), the valuation day in UTC and the model", () => {
    expect(valuationFromAvm({ requestId: "r1", answers: [hit] })).toEqual({
      value: 412_000,
      low: 379_040,
      high: 444_960,
      confidence: 0.87,
      asOf: new Date("2026-11-24T00:00:00Z"),
      source: "Model A",
    });
  });

  it("takes the first model that valued the property, after those that did not", () => {
    const second = { ...hit, model: "Model B", estimatedValue: 300_000 };
    const result = valuationFromAvm({
      requestId: "r1",
      answers: [{ model: "Model A", status: "NO_HIT" }, second, hit],
    });
    expect(result).toMatchObject({ source: "Model B", value: 300_000 });
  });

  it("is null when no model has a value", () => {
    expect(valuationFromAvm({ requestId: "r1", answers: [{ model: "A", status: "NO_HIT" }] })).toBeNull();
    expect(valuationFromAvm({ requestId: "r1", answers: [] })).toBeNull();
  });

  it("treats a hit of $0 or with an unreadable date as no value", () => {
    expect(valuationFromAvm({ requestId: "r1", answers: [{ ...hit, estimatedValue: 0 }] })).toBeNull();
    expect(
      valuationFromAvm({ requestId: "r1", answers: [{ ...hit, valuationDate: "11/24/2026" }] }),
    ).toBeNull();
  });

  it("rounds to whole dollars and keeps confidence between 0 and 1", () => {
    const odd = { ...hit, estimatedValue: 412_000.6, lowValue: -5, confidenceScore: 130 };
    expect(valuationFromAvm({ requestId: "r1", answers: [odd] })).toMatchObject({
      value: 412_001,
      low: 0,
      confidence: 1,
    });
  });
});
