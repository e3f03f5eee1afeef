import { describe, expect, it } from "vitest";
import { declineForAnswers, orderDeclineReasons } from "./eligibility";

describe("decline reasons from the applicant's answers (docs/design.md §4, spec §3 declarations)", () => {
  it("declines a home listed for sale", () => {
    expect(declineForAnswers({ listedForSale: true })).toEqual(["listedForSale"]);
  });

  it("declines a recent bankruptcy, foreclosure (or deed in lieu) and short sale", () => {
    expect(declineForAnswers({ hasBankruptcy: true })).toEqual(["recentBankruptcy"]);
    expect(declineForAnswers({ hasForeclosure: true })).toEqual(["recentForeclosure"]);
    expect(declineForAnswers({ hasConveyedForeclosure: true })).toEqual(["recentForeclosure"]);
    expect(declineForAnswers({ doneShortSale: true })).toEqual(["recentShortSale"]);
  });

  it("returns every reason, most important first, each once", () => {
    expect(
      declineForAnswers({
        doneShortSale: true,
        hasForeclosure: true,
        hasConveyedForeclosure: true,
        hasBankruptcy: true,
        listedForSale: true,
      }),
    ).toEqual(["listedForSale", "recentBankruptcy", "recentForeclosure", "recentShortSale"]);
  });

  it("declines nothing for no, unanswered or missing answers", () => {
    expect(declineForAnswers({})).toEqual([]);
    expect(
      declineForAnswers({ listedForSale: false, hasBankruptcy: null, doneShortSale: undefined }),
    ).toEqual([]);
  });
});

describe("ordering decline reasons (docs/design.md §4)", () => {
  it("puts what the applicant can change least first: derogatory answers, equity, then the score", () => {
    expect(orderDeclineReasons(["lowCreditScore", "latePayment"], ["lowEquity", "recentShortSale"])).toEqual([
      "recentShortSale",
      "lowEquity",
      "latePayment",
      "lowCreditScore",
    ]);
  });

  it("keeps each reason once and leaves undecidable ones last", () => {
    expect(orderDeclineReasons(["incomeUnknown", "noCreditFile"], ["noCreditFile"])).toEqual([
      "noCreditFile",
      "incomeUnknown",
    ]);
  });
});
