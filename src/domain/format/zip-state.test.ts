import { describe, expect, it } from "vitest";
import { stateOfZip } from "./zip-state";

describe("the state of a ZIP code", () => {
  it.each([
    ["19801", "DE"],
    ["10001", "NY"],
    ["90210", "CA"],
    ["20500", "DC"],
    ["96910", "GU"],
    ["33101", "FL"],
    ["99501", "AK"],
  ])("places %s in %s by its first three digits", (zip, state) => expect(stateOfZip(zip)).toBe(state));

  it("knows no state for military or unassigned prefixes", () => {
    expect(stateOfZip("09001")).toBeNull();
    expect(stateOfZip("00100")).toBeNull();
  });

  it("reads only five digits", () => expect(stateOfZip("1980")).toBeNull());
});
