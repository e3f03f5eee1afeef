import { describe, expect, it } from "vitest";
import { formatEin, parseEin } from "../format/ein";
import { businessInformationInput, businessInformationProblem } from "./business-information";

const valid = {
  businessName: "Rivera Landscaping",
  businessType: "llc",
  ein: "12-3456789",
  startDate: "03/2018",
  ownershipShare: "60",
  monthlyIncome: "$8,500",
};
const firstMessage = (extra: Record<string, unknown>) => {
  const result = businessInformationInput.safeParse({ ...valid, ...extra });
  return result.success ? null : result.error.issues[0]?.message;
};

describe("business information (spec §2, §5)", () => {
  it("reads a complete business", () => {
    expect(businessInformationInput.parse(valid)).toMatchObject({
      businessType: "llc",
      ein: "123456789",
      ownershipShare: 60,
      monthlyIncome: 8500,
    });
  });

  it("offers the five kinds of business", () => {
    for (const type of ["soleProprietorship", "partnership", "sCorporation", "cCorporation", "llc"])
      expect(firstMessage({ businessType: type })).toBeNull();
    expect(firstMessage({ businessType: "trust" })).toBe("Choose the kind of business");
  });

  it("takes the EIN as XX-XXXXXXX and shows it that way", () => {
    expect(parseEin("123456789")).toEqual({ ok: true, value: "123456789" });
    expect(firstMessage({ ein: "12-34567" })).toBe(
      "Enter the 9 digits of the EIN as XX-XXXXXXX, like 12-3456789",
    );
    expect(firstMessage({ ein: "00-1234567" })).toBe("An EIN does not start with 00. Check the number");
    expect(formatEin("123456789")).toBe("12-3456789");
  });

  it("is only for owners of 25% or more (spec §5)", () => {
    expect(firstMessage({ ownershipShare: "25" })).toBeNull();
    expect(firstMessage({ ownershipShare: "24.99" })).toContain("owners of 25% or more");
    expect(firstMessage({ ownershipShare: "120" })).toBe("Enter an ownership share of 100% or less");
  });

  it("refuses a start date in the future", () => {
    const info = businessInformationInput.parse({ ...valid, startDate: "12/2027" });
    expect(businessInformationProblem(info, new Date("2026-11-23T00:00:00Z"))).toBe(
      "The business's start date can't be in the future",
    );
  });
});
