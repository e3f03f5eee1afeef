import { describe, expect, it } from "vitest";
import {
  partnerDetailsFields,
  partnerDetailsInput,
  partnerDetailsSaves,
  partnerGroups,
} from "./partner-details";

const sent = {
  borrower: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "3025550142" },
  zip: "19801",
  estimatedValue: 450_000,
};

describe("a partner's lead checks the details the partner sent (mcr)", () => {
  it("shows the name always, and the ZIP, value and balance only when the partner sent them", () => {
    expect(partnerGroups(sent).map((g) => g.step)).toEqual(["name", "zip", "property-value"]);
    expect(partnerGroups({ borrower: { firstName: "A", lastName: "B" } }).map((g) => g.step)).toEqual([
      "name",
    ]);
  });

  it("fills the form with what the partner sent, amounts as typed, and leaves sharing with the partner unticked (decision 070)", () => {
    expect(partnerDetailsFields(sent)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      zip: "19801",
      estimatedValue: "$450,000",
      mortgageBalanceEstimate: "",
      shareWithReferrer: false,
    });
  });

  it("refuses what the steps themselves refuse, and only for the shown fields", () => {
    const schema = partnerDetailsInput(partnerGroups(sent));
    expect(schema.safeParse({ ...partnerDetailsFields(sent), zip: "1980" }).success).toBe(false);
    const parsed = schema.parse(partnerDetailsFields(sent));
    expect(parsed).toEqual({ firstName: "Ada", lastName: "Lovelace", zip: "19801", estimatedValue: 450_000 });
  });

  it("saves only the corrected groups, each with its own step, then marks the details checked", () => {
    const values = { ...partnerDetailsFields(sent), lastName: "Byron", estimatedValue: "$500,000" };
    expect(
      partnerDetailsSaves(partnerGroups(sent), values, { lastName: true, estimatedValue: true }),
    ).toEqual([
      { step: "name", answers: { firstName: "Ada", lastName: "Byron" } },
      { step: "property-value", answers: { estimatedValue: "$500,000" } },
      { step: "mcr", answers: {} },
    ]);
    expect(partnerDetailsSaves(partnerGroups(sent), partnerDetailsFields(sent), {})).toEqual([
      { step: "mcr", answers: {} },
    ]);
  });
});
