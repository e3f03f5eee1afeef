import { describe, expect, it } from "vitest";
import type { CreditReport } from "./credit-report";
import { homeLiens } from "./home-liens";

const HOME = { line1: "12 Oak Street", city: "Wilmington", state: "DE", zip: "19801" };
const RENTAL = { line1: "9 Elm Road", city: "Dover", state: "DE", zip: "19901" };
const homeLoan = { creditor: "Sandbox Home Loans", balance: 155_000, dateOpened: "2020-11-01" };
const rentalLoan = { creditor: "Rental Bank", balance: 90_000, dateOpened: "2018-02-01" };
const unattributed = { creditor: "Loose Mortgage Co", balance: 20_000, dateOpened: "2019-05-01" };

const report: Pick<CreditReport, "mortgages" | "propertyOwnership"> = {
  mortgages: [homeLoan, rentalLoan, unattributed],
  propertyOwnership: [
    { propertyId: "home", property: { address: HOME }, mortgages: [homeLoan] },
    { propertyId: "rental", property: { address: RENTAL }, mortgages: [rentalLoan] },
  ],
};
const ids = (liens: { id: string }[]) => liens.map((l) => l.id);

describe("homeLiens: which of the report's mortgages are liens on the home (decision 045)", () => {
  it("counts the mortgages the report ties to the home's address before mortgage-select is answered", () => {
    const liens = homeLiens(report, HOME, undefined);
    expect(ids(liens.liens)).toEqual(["p0m0"]);
    expect(liens.total).toBe(155_000);
    expect(liens.saidNotOnHome).toEqual([]);
  });

  it("counts exactly the mortgages ticked, wherever the report records them", () => {
    const liens = homeLiens(report, HOME, ["p0m0", "m0"]);
    expect(ids(liens.liens)).toEqual(["p0m0", "m0"]);
    expect(liens.total).toBe(175_000);
  });

  it("leaves out a home mortgage the applicant unticked, and names it as said not to be on the home", () => {
    const liens = homeLiens(report, HOME, []);
    expect(liens.total).toBe(0);
    expect(ids(liens.saidNotOnHome)).toEqual(["p0m0"]);
  });

  it("never names a mortgage the report ties to another property as said not to be on the home", () => {
    expect(homeLiens(report, HOME, ["p0m0"]).saidNotOnHome).toEqual([]);
  });
});
