import { describe, expect, it } from "vitest";
import { HOME, landlordReport } from "./credit-report.test-support";
import { reportDebtsOnScreen } from "./report-debts";

const onHome = (selected: string[] | undefined) =>
  reportDebtsOnScreen(landlordReport(), HOME, selected)
    .filter((d) => d.onThisHome)
    .map((d) => d.creditor);

describe("reportDebtsOnScreen: the debts step marks the mortgages the offer counts on the home (decision 045)", () => {
  it("marks the report's home mortgage before mortgage-select is answered", () => {
    expect(onHome(undefined)).toEqual(["Sandbox Home Loans"]);
  });

  it("marks exactly the mortgages ticked, and never a debt that is not a mortgage", () => {
    expect(onHome([])).toEqual([]);
    expect(onHome(["p1m0"])).toEqual(["Sandbox Investor Mortgage"]);
  });
});
