import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET as sheet } from "./default-rate-sheet";
import type { Derived } from "./derivation";
import { type HelocOffer, type HelocPricingInput, priceHeloc } from "./heloc-offer";
import type { RateSheet } from "./rate-sheet";

/** A primary home worth $500,000 (AVM; the applicant says $520,000) with $200,000 of mortgages. */
const applicant: HelocPricingInput = {
  propertyUse: "primaryResidence",
  applicantEstimate: 520_000,
  valuation: 500_000,
  liens: 200_000,
  creditScore: 765,
  monthlyIncome: 10_000,
  monthlyDebtPayments: 1_500,
  payoffMonthlyPayments: 0,
  latePaymentInLast12Months: false,
  payoffTotal: 0,
};

function offer(changes: Partial<HelocPricingInput> = {}, rateSheet: RateSheet = sheet): HelocOffer {
  const result = priceHeloc({ ...applicant, ...changes }, rateSheet);
  if (!result.eligible) throw new Error(`declined: ${result.reasons.join(", ")}`);
  return result.offer;
}

const reasons = (changes: Partial<HelocPricingInput>) => {
  const result = priceHeloc({ ...applicant, ...changes }, sheet);
  return result.eligible ? [] : result.reasons;
};

const keys = (number: Derived) => number.derivation.map((line) => line.key);

describe("the HELOC line (docs/design.md §4)", () => {
  it("prices on the lower of the applicant's estimate and the automated valuation, and says which", () => {
    const { propertyValue, propertyValueSource } = offer();
    expect(propertyValue.value).toBe(500_000);
    expect(propertyValueSource).toBe("lowerOfBoth");
    expect(keys(propertyValue)).toEqual(["applicantEstimate", "valuation", "propertyValue"]);
    expect(offer({ valuation: null }).propertyValue.value).toBe(520_000);
  });

  it("is what 85% CLTV leaves after the liens on a primary home, 75% on a second home", () => {
    expect(offer().line.value).toBe(225_000);
    expect(offer({ propertyUse: "secondHome" }).line.value).toBe(175_000);
    expect(offer().line.derivation.at(-2)?.explanation).toBe(
      "85% of $500,000, less $200,000 of mortgages, in whole dollars",
    );
  });

  it("is never more than $400,000, and says the largest line capped it", () => {
    const big = offer({ applicantEstimate: null, valuation: 1_000_000, liens: 0 });
    expect(big.line.value).toBe(400_000);
    expect(big.maxLine.derivation.at(-1)?.explanation).toContain("no more than our largest line, $400,000");
  });

  it("gives the line asked for, raised to the $15,000 minimum or lowered to what the equity allows", () => {
    expect(offer({ requestedLine: 100_000 }).line.value).toBe(100_000);
    expect(offer({ requestedLine: 5_000 }).line).toMatchObject({ value: 15_000 });
    expect(offer({ requestedLine: 5_000 }).line.derivation.at(-1)?.explanation).toBe(
      "You asked for less than our smallest line, $15,000",
    );
    expect(offer({ requestedLine: 300_000 }).line.value).toBe(225_000);
  });
});

describe("the HELOC rate (docs/design.md §4)", () => {
  it("is the 7.50% prime rate plus the margin of the credit tier at the CLTV after the whole line", () => {
    expect(offer().rate.value).toBe(0.085); // 760+, 80.01–85% CLTV: 1.00%
    expect(offer({ requestedLine: 100_000 }).rate.value).toBe(0.075); // 60% CLTV: 0%
    expect(offer({ creditScore: 700 }).rate.value).toBe(0.1); // 680–719 at 85%: 2.50%
    expect(offer({ creditScore: 640, requestedLine: 150_000 }).rate.value).toBe(0.1); // 70% CLTV: 2.50%
  });

  it("explains the rate from the value to the cap, in order", () => {
    expect(keys(offer().rate)).toEqual([
      "applicantEstimate",
      "valuation",
      "propertyValue",
      "liens",
      "line",
      "cltv",
      "creditScore",
      "creditTier",
      "index",
      "margin",
      "maxRate",
      "rateCapApplied",
      "rate",
    ]);
    expect(offer().rate.derivation.at(-1)?.explanation).toBe("7.5% prime rate + 1% margin");
  });

  it("never goes above the 18% cap, and says when the cap applied", () => {
    const highPrime = { ...sheet, heloc: { ...sheet.heloc, index: { name: "Prime rate", rate: 0.175 } } };
    const capped = offer({ monthlyIncome: 20_000 }, highPrime);
    expect(capped.rate.value).toBe(0.18);
    expect(capped.rateCapApplied).toBe(true);
    expect(capped.rate.derivation.find((l) => l.key === "rateCapApplied")).toMatchObject({
      value: true,
      explanation: "The index plus the margin, 18.5%, is above the maximum, so your rate is the maximum",
    });
    expect(offer().rateCapApplied).toBe(false);
  });

  it("has an APR equal to the rate: Regulation Z leaves fees out of a line of credit's APR", () => {
    const { apr, rate, maxRate } = offer();
    expect(apr.value).toBe(rate.value);
    expect(apr.derivation.at(-1)?.explanation).toContain("fees are not part of it");
    expect(maxRate).toBe(0.18);
  });

  it("charges the origination fee of the credit tier on the whole line", () => {
    expect(offer()).toMatchObject({ originationFeeRate: 0.0199, originationFee: { value: 4_477.5 } });
    expect(offer({ creditScore: 650 })).toMatchObject({
      originationFeeRate: 0.0499,
      originationFee: { value: 11_227.5 },
    });
  });
});

describe("HELOC payments (docs/design.md §4)", () => {
  it("shows interest-only draw payments and 20-year repayment payments for a quarter, half, three quarters and all of the line", () => {
    const { drawOptions, drawYears, repaymentYears } = offer();
    expect([drawYears, repaymentYears]).toEqual([10, 20]);
    expect(
      drawOptions.map((o) => [o.amount, o.drawPeriodPayment.value, o.repaymentPeriodPayment.value]),
    ).toEqual([
      [56_250, 398.44, 488.15],
      [112_500, 796.88, 976.3],
      [168_750, 1_195.31, 1_464.45],
      [225_000, 1_593.75, 1_952.6],
    ]);
    expect(drawOptions[0]?.drawPeriodPayment.derivation.at(-1)?.explanation).toBe(
      "Interest only: $56,250 × 8.5% ÷ 12",
    );
  });

  it("never offers a draw above the line, and always the line itself, each once", () => {
    const small = { ...sheet, heloc: { ...sheet.heloc, drawOptions: [0.5, 1, 1] } };
    expect(offer({ requestedLine: 15_001 }, small).drawOptions.map((o) => o.amount)).toEqual([7_501, 15_001]);
  });

  it("leaves the line less the payoff and the origination fee as cash", () => {
    const priced = offer({ payoffTotal: 30_000 });
    expect(priced.originationFee.value).toBeGreaterThan(0);
    expect(priced).toMatchObject({
      cashLeft: { value: 195_000 - priced.originationFee.value },
      payoffExceedsLine: false,
    });
  });

  it("says when the debts to pay off are more than the line, and leaves no cash rather than less", () => {
    const short = offer({ payoffTotal: 250_000 });
    expect(short).toMatchObject({ cashLeft: { value: 0 }, payoffExceedsLine: true });
    expect(short.cashLeft.derivation.at(-1)?.explanation).toContain("are $25,000 more than the line");
  });
});

describe("HELOC debt-to-income (docs/design.md §4: at most 45%)", () => {
  it("adds the interest-only payment on the whole line to today's debts, over income", () => {
    const { debtToIncome } = offer();
    expect(debtToIncome.value).toBe(0.3094); // (1,500 + 1,593.75) / 10,000
    expect(debtToIncome.derivation.at(-1)?.explanation).toBe("($1,500 − $0 + $1,593.75) ÷ $10,000");
  });

  it("leaves out the payments of the debts the line pays off", () => {
    expect(reasons({ monthlyDebtPayments: 4_450 })).toEqual(["highDebtToIncome"]);
    expect(offer({ monthlyDebtPayments: 4_000, payoffMonthlyPayments: 1_500 }).debtToIncome.value).toBe(
      0.4094,
    );
  });

  it("passes at exactly 45%, and above it lowers the line to what the income carries", () => {
    // 1,593.75 for the line + 2,906.25 of debts = 4,500 = 45% of 10,000.
    const exact = offer({ monthlyDebtPayments: 2_906.25 });
    expect(exact.debtToIncome.value).toBe(0.45);
    const lowered = offer({ monthlyDebtPayments: 2_906.26 });
    expect(lowered.line.value).toBeLessThan(exact.line.value);
    expect(lowered.debtToIncome.value).toBeLessThanOrEqual(0.45);
    expect(lowered.line.derivation.at(-1)?.explanation).toContain("The most your income carries");
  });

  it("declines only when even the smallest line is more than the income carries", () => {
    // $50 a month of room at about 8.5% carries a line of about $7,000, under the $15,000 minimum.
    expect(reasons({ monthlyDebtPayments: 4_450 })).toEqual(["highDebtToIncome"]);
  });

  it("declines an income of $0 as excessive obligations, and an unknown income as not given", () => {
    expect(reasons({ monthlyIncome: 0 })).toEqual(["highDebtToIncome"]);
    expect(reasons({ monthlyIncome: null })).toEqual(["incomeUnknown"]);
  });
});

describe("HELOC decline reasons (docs/design.md §4)", () => {
  it("declines without a credit file, and below the 640 minimum score", () => {
    expect(reasons({ creditScore: null })).toEqual(["noCreditFile"]);
    expect(reasons({ creditScore: 639 })).toEqual(["lowCreditScore"]);
    expect(offer({ creditScore: 640 }).creditTier).toBe("640 to 679");
  });

  it("declines a late mortgage payment in the last 12 months", () => {
    expect(reasons({ latePaymentInLast12Months: true })).toEqual(["latePayment"]);
  });

  it("declines for low equity when 85% CLTV leaves less than a $15,000 line", () => {
    expect(reasons({ liens: 410_001 })).toEqual(["lowEquity"]);
    expect(offer({ liens: 410_000 }).line.value).toBe(15_000);
  });

  it("declines when the home has no value to price on", () => {
    expect(reasons({ applicantEstimate: null, valuation: null })).toEqual(["propertyValueUnknown"]);
  });

  it("tests debt-to-income at the entry tier when the score is missing or too low", () => {
    // $50 a month of room carries no $15,000 line at the 640–679 tier's rate.
    expect(reasons({ creditScore: 600, monthlyDebtPayments: 4_450 })).toEqual([
      "highDebtToIncome",
      "lowCreditScore",
    ]);
    expect(reasons({ creditScore: null, monthlyDebtPayments: 4_450 })).toEqual([
      "highDebtToIncome",
      "noCreditFile",
    ]);
  });

  it("returns every reason that applies, most important first", () => {
    expect(
      reasons({ creditScore: 600, latePaymentInLast12Months: true, liens: 450_000, monthlyIncome: null }),
    ).toEqual(["lowEquity", "latePayment", "lowCreditScore", "incomeUnknown"]);
  });
});

describe("every number of a HELOC offer carries its derivation", () => {
  it("ends each derivation with the number itself, explained, each key once", () => {
    const o = offer({ payoffTotal: 30_000, requestedLine: 200_000 });
    const numbers: Derived[] = [
      o.propertyValue,
      o.maxLine,
      o.line,
      o.cltv,
      o.rate,
      o.apr,
      o.originationFee,
      o.debtToIncome,
      o.cashLeft,
      ...o.drawOptions.flatMap((d) => [d.drawPeriodPayment, d.repaymentPeriodPayment]),
    ];
    for (const number of numbers) {
      const last = number.derivation.at(-1);
      expect(last?.value).toBe(number.value);
      expect(last?.explanation).not.toBe("");
      expect(new Set(keys(number)).size).toBe(number.derivation.length);
    }
  });
});
