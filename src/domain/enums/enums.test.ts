import { describe, expect, it } from "vitest";
import { BANKRUPTCY_CHAPTERS, CITIZENSHIPS, MILITARY_STATUSES, NAME_SUFFIXES } from "./borrower";
import { LENDING_SYSTEMS } from "./lending-systems";
import { PROPERTY_TYPE_PICKER, PROPERTY_TYPES, PROPERTY_UNITS, PROPERTY_USES } from "./property";

const values = (list: readonly { value: unknown }[]) => list.map((item) => item.value);

describe("enumerations (spec §3)", () => {
  it("shows the property-usage cards Primary Home, Secondary Home, Rental Property (spec §2)", () => {
    expect(PROPERTY_USES.map((u) => u.label)).toEqual(["Primary Home", "Secondary Home", "Rental Property"]);
  });

  it("leaves manufactured homes out of the property-type picker (spec §3)", () => {
    expect(values(PROPERTY_TYPES)).toContain("manufactured");
    expect(values(PROPERTY_TYPE_PICKER)).toEqual(["singleFamily", "multiUnit", "condo", "townhouse"]);
  });

  it("offers units 1 to 5+ (spec §3)", () => {
    expect(PROPERTY_UNITS.map((u) => u.label)).toEqual(["1", "2", "3", "4", "5+"]);
  });

  it("lists military service as a person answers: never served first, a surviving spouse last", () => {
    expect(values(MILITARY_STATUSES)).toEqual([
      "none",
      "currentlyServing",
      "retiredOrDischardOrSeparated",
      "reserveOrNationalGuard",
      "survivingSpouse",
    ]);
  });

  it("names suffixes sr, jr and i to ix (spec §3)", () => {
    expect(values(NAME_SUFFIXES)).toEqual([
      "sr",
      "jr",
      "i",
      "ii",
      "iii",
      "iv",
      "v",
      "vi",
      "vii",
      "viii",
      "ix",
    ]);
  });

  it("labels citizenship as the spec does (spec §3)", () => {
    expect(CITIZENSHIPS.find((c) => c.value === "permanentResident")?.label).toBe("Permanent Resident Alien");
  });

  it("keeps the spec's military status values and bankruptcy chapters (spec §3)", () => {
    expect(values(MILITARY_STATUSES)).toContain("retiredOrDischardOrSeparated");
    expect(values(BANKRUPTCY_CHAPTERS)).toEqual(["7", "11", "12", "13", "15", "other"]);
  });

  it("names the lending systems byte, encompass and lendingPad (spec §1)", () => {
    expect(values(LENDING_SYSTEMS)).toEqual(["byte", "encompass", "lendingPad"]);
  });
});
