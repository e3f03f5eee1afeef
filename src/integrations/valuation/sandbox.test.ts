import { describe, expect, it } from "vitest";
import type { PostalAddress } from "@/domain/ports/person";
import { SANDBOX_AVM_MODELS, sandboxAvmResponse, sandboxValuation } from "./sandbox";

const today = new Date("2026-11-24T15:30:00Z");
const avm = sandboxValuation({ now: () => today });
const home: PostalAddress = { line1: "12 Main St", city: "Philadelphia", state: "PA", zip: "19103" };

/** Forty different streets, to see the range hold beyond one example. */
const streets = Array.from({ length: 40 }, (_, n): PostalAddress => ({ ...home, line1: `${n + 1} Elm Ave` }));

describe("sandbox valuation", () => {
  it("values a house between $250,000 and $900,000 in whole thousands, range ±8%, confidence 0.70-0.95", async () => {
    for (const address of [home, ...streets]) {
      const result = await avm.estimate(address);
      if (!result) throw new Error(`no value for ${address.line1}`);
      expect(result.value).toBeGreaterThanOrEqual(250_000);
      expect(result.value).toBeLessThanOrEqual(900_000);
      expect(result.value % 1000).toBe(0);
      expect(result.low).toBe((result.value * 92) / 100);
      expect(result.high).toBe((result.value * 108) / 100);
      expect(result.confidence).toBeGreaterThanOrEqual(0.7);
      expect(result.confidence).toBeLessThanOrEqual(0.95);
    }
  });

  it("gives different houses different values", async () => {
    const values = await Promise.all(streets.map(async (a) => (await avm.estimate(a))?.value));
    expect(new Set(values).size).toBeGreaterThan(30);
  });

  it("answers the same address the same way every time, whatever its case and spacing", async () => {
    const first = await avm.estimate(home);
    expect(await avm.estimate(home)).toEqual(first);
    const retyped = {
      line1: " 12  MAIN st ",
      city: "philadelphia",
      state: "pa",
      zip: "19103-4411",
      line2: "Apt 2",
    };
    expect(await avm.estimate(retyped)).toEqual(first);
  });

  it("dates the value on the day of the request, from the first model", async () => {
    expect(await avm.estimate(home)).toMatchObject({
      asOf: new Date("2026-11-24T00:00:00Z"),
      source: SANDBOX_AVM_MODELS[0],
    });
  });

  it("has no value from any model for a line1 containing 'No Value'", async () => {
    const nowhere = { ...home, line1: "1 No Value Road" };
    expect(await avm.estimate(nowhere)).toBeNull();
    expect(await avm.estimate(nowhere, { cascade: true })).toBeNull();
    expect(sandboxAvmResponse(nowhere, { cascade: true, today }).answers).toEqual([
      { model: SANDBOX_AVM_MODELS[0], status: "NO_HIT" },
      { model: SANDBOX_AVM_MODELS[1], status: "NO_HIT" },
    ]);
  });

  it("values a 'Cascade' line1 only when the cascade tries the second model (charge type avmCascade)", async () => {
    const cascade = { ...home, line1: "9 Cascade Court" };
    expect(await avm.estimate(cascade)).toBeNull();
    expect(await avm.estimate(cascade, { cascade: true })).toMatchObject({ source: SANDBOX_AVM_MODELS[1] });
  });

  it("stops the cascade at the first model that has a value", () => {
    expect(sandboxAvmResponse(home, { cascade: true, today }).answers).toHaveLength(1);
  });
});
