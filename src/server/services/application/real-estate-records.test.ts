import { describe, expect, it } from "vitest";
import { AccountNumberMissing, accountsToKeep, propertiesWithIds } from "./real-estate-records";

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};
const account = { institution: "First Credit Union", accountType: "savings" as const, balance: 12_500 };
const property = {
  address: { line1: "512 Rental Row", city: "Wilmington", state: "DE" as const, zip: "19801" },
  status: "retained" as const,
  use: "investment" as const,
  value: 350_000,
  mortgages: [],
  rentalUnits: 1,
  annualRentalIncome: 28_800,
};

describe("property ids (decision 028)", () => {
  it("keeps the report's id or one saved before, and gives any other property a new one", () => {
    const known = new Set(["prop-rental", "own-1"]);
    const kept = propertiesWithIds(
      [
        { ...property, propertyId: "prop-rental" },
        { ...property, propertyId: "own-1" },
        { ...property, propertyId: "someone-elses" },
        property,
      ],
      known,
      ids(),
    );
    expect(kept.map((p) => p.propertyId)).toEqual(["prop-rental", "own-1", "new-1", "new-2"]);
  });
});

describe("account numbers kept apart (docs/design.md §5)", () => {
  it("keeps a new account's number in the sensitive map and only its last four in the data", () => {
    const kept = accountsToKeep([{ ...account, accountNumber: "00123456789" }], {}, ids());
    expect(kept.assets).toEqual([{ ...account, accountId: "new-1", accountNumberLastFour: "6789" }]);
    expect(kept.sensitive).toEqual({ "accountNumber:new-1": "00123456789" });
    expect(JSON.stringify(kept.assets)).not.toContain("00123456789");
  });

  it("keeps a saved account's number when none is typed, and replaces it when one is", () => {
    const previous = { "accountNumber:acct-1": "11112222" };
    expect(accountsToKeep([{ ...account, accountId: "acct-1" }], previous, ids()).sensitive).toEqual(
      previous,
    );
    const changed = accountsToKeep(
      [{ ...account, accountId: "acct-1", accountNumber: "99998888" }],
      previous,
      ids(),
    );
    expect(changed.sensitive).toEqual({ "accountNumber:acct-1": "99998888" });
    expect(changed.assets[0]?.accountNumberLastFour).toBe("8888");
  });

  it("refuses an account with an unknown id and no number: it cannot borrow another's", () => {
    expect(() => accountsToKeep([{ ...account, accountId: "acct-9" }], {}, ids())).toThrow(
      AccountNumberMissing,
    );
  });

  it("forgets the number of an account taken off the list", () => {
    const previous = { "accountNumber:acct-1": "11112222", "accountNumber:acct-2": "33334444" };
    expect(accountsToKeep([{ ...account, accountId: "acct-2" }], previous, ids()).sensitive).toEqual({
      "accountNumber:acct-2": "33334444",
    });
  });
});
