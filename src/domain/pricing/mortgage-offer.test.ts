import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET as sheet } from "./default-rate-sheet";
import type { Derived } from "./derivation";
import { type MortgageOffer, type MortgagePricingInput, priceMortgage } from "./mortgage-offer";

/** A $400,000 purchase (appraised at $410,000) with 10% down, a 745 score, to live in. */
const purchase: MortgagePricingInput = {
  purpose: "purchase",
  purchasePrice: 400_000,
  downPayment: 40_000,
  propertyValue: 410_000,
  creditScore: 745,
  propertyUse: "primaryResidence",
  latePaymentInLast12Months: false,
};
/** Refinancing $200,000 of mortgages on a $400,000 home with a 790 score. */
const refinance: MortgagePricingInput = {
  purpose: "rateTerm",
  liens: 200_000,
  propertyValue: 400_000,
  creditScore: 790,
  propertyUse: "primaryResidence",
  latePaymentInLast12Months: false,
};

function offers(input: MortgagePricingInput): Record<string, MortgageOffer> {
  const result = priceMortgage(input, sheet);
  if (!result.eligible) throw new Error(`declined: ${result.reasons.join(", ")}`);
  return Object.fromEntries(result.offers.map((offer) => [offer.productId, offer]));
}
const fixed30 = (input: MortgagePricingInput) => offers(input).fixed30 as MortgageOffer;
const arm = (input: MortgagePricingInput) => offers(input).arm7y6m as MortgageOffer;

const reasons = (input: MortgagePricingInput) => {
  const result = priceMortgage(input, sheet);
  return result.eligible ? [] : result.reasons;
};

describe("mortgage products (docs/design.md §4)", () => {
  it("offers a 30-year fixed, a 15-year fixed and a 7/6 ARM", () => {
    const result = priceMortgage(purchase, sheet);
    expect(result.eligible && result.offers.map((o) => [o.label, o.termYears])).toEqual([
      ["30-year fixed", 30],
      ["15-year fixed", 15],
      ["7/6 ARM", 30],
    ]);
  });
});

describe("mortgage loan amount and LTV (docs/design.md §4)", () => {
  it("borrows the price less the down payment, against the lower of the price and the appraisal", () => {
    const offer = fixed30(purchase);
    expect([offer.loanAmount.value, offer.ltv.value]).toEqual([360_000, 0.9]);
    expect(offer.ltv.derivation.map((l) => l.key)).toContain("propertyValue");
    expect(fixed30({ ...purchase, propertyValue: 380_000 }).ltv.value).toBe(0.9474);
  });

  it("refinances the liens, and the liens plus the cash on a cash-out", () => {
    expect(fixed30(refinance).loanAmount.value).toBe(200_000);
    const cashOut = { ...refinance, purpose: "cashOut", cashOutAmount: 50_000 } as const;
    expect(fixed30(cashOut)).toMatchObject({ loanAmount: { value: 250_000 }, ltv: { value: 0.625 } });
  });
});

describe("mortgage rates (docs/design.md §4)", () => {
  it("is the base rate plus the adjustment for the score band at the LTV band", () => {
    const all = offers(purchase); // 740–759 at 85.01–90%: + 0.25%
    expect([all.fixed30?.rate.value, all.fixed15?.rate.value, all.arm7y6m?.rate.value]).toEqual([
      0.0675, 0.06, 0.0625,
    ]);
    expect(fixed30(refinance).rate.value).toBe(0.065); // 780+ at 50%: no adjustment
    expect(fixed30({ ...refinance, creditScore: 620, liens: 300_000 }).rate.value).toBe(0.0775); // 620–639 at 75%: + 1.25%
  });

  it("adds the adjustment for a second home or a rental property", () => {
    expect(fixed30({ ...refinance, propertyUse: "secondHome" }).rate.value).toBe(0.06875);
    expect(fixed30({ ...refinance, propertyUse: "investment" }).rate.value).toBe(0.0725);
  });

  it("explains the rate as base plus each adjustment", () => {
    expect(fixed30(purchase).rate.derivation.at(-1)?.explanation).toBe(
      "6.5% base + 0.25% for score and LTV + 0% for use",
    );
  });
});

describe("the monthly mortgage payment (docs/design.md §4)", () => {
  it("adds estimated taxes (1.1% a year) and insurance (0.35%) of the value to principal and interest", () => {
    const offer = fixed30(purchase);
    expect(offer.principalAndInterest.value).toBe(2_334.95); // $360,000, 30 years, 6.75%
    expect(offer.monthlyTaxes.value).toBe(366.67);
    expect(offer.monthlyInsurance.value).toBe(116.67);
    expect(offer.monthlyMortgageInsurance.value).toBe(120); // 0.40% a year at 85.01–90% LTV
    expect(offer.totalMonthlyPayment.value).toBe(2_938.29);
  });

  it("charges mortgage insurance above 80% LTV only, until the balance reaches 78% of the value", () => {
    expect(fixed30(purchase).mortgageInsuranceMonths).toBe(112);
    const twentyDown = fixed30({ ...purchase, downPayment: 80_000 });
    expect([twentyDown.monthlyMortgageInsurance.value, twentyDown.mortgageInsuranceMonths]).toEqual([0, 0]);
  });
});

describe("mortgage fee and APR (docs/design.md §4, Regulation Z)", () => {
  it("charges a 1% origination fee on the loan", () => {
    expect(fixed30(purchase).originationFee.value).toBe(3_600);
  });

  it("counts the fee in the APR: $200,000 for 30 years at 6.5% with a $2,000 fee is 6.597%", () => {
    expect(fixed30(refinance).apr.value).toBe(0.06597);
  });

  it("counts mortgage insurance in the APR while it is paid", () => {
    expect(fixed30(purchase).apr.value).toBe(0.07124);
  });

  it("computes an ARM's APR with the fully indexed rate after its fixed years", () => {
    const offer = arm(refinance); // 6.00% for 7 years, then 4.30% SOFR + 2.75% = 7.00%
    expect(offer.adjustable).toMatchObject({
      fixedYears: 7,
      adjustEveryMonths: 6,
      fullyIndexedRate: { value: 0.07 },
      rateAfterFixedYears: 0.07,
      maxRate: 0.11,
      caps: { initial: 0.05, periodic: 0.01, lifetime: 0.05 },
    });
    expect(offer.principalAndInterest.value).toBe(1_199.1);
    expect(offer.adjustable?.paymentAfterFixedYears.value).toBe(1_308.59);
    expect(offer.apr.value).toBe(0.06578); // 84 × $1,199.10 then 276 × $1,308.59, worth $198,000
    expect(offer.apr.derivation.at(-1)?.explanation).toContain("assumes the index stays where it is today");
  });
});

describe("mortgage decline reasons (docs/design.md §4)", () => {
  it("declines without a credit file, and below the 620 minimum score", () => {
    expect(reasons({ ...refinance, creditScore: null })).toEqual(["noCreditFile"]);
    expect(reasons({ ...refinance, creditScore: 619 })).toEqual(["lowCreditScore"]);
  });

  it("declines a late payment in the last 12 months", () => {
    expect(reasons({ ...refinance, latePaymentInLast12Months: true })).toEqual(["latePayment"]);
  });

  it("lends up to 95% LTV on a purchase, 90% on a refinance and 80% on a cash-out", () => {
    expect(fixed30({ ...purchase, downPayment: 20_000 }).ltv.value).toBe(0.95);
    expect(reasons({ ...purchase, downPayment: 19_999 })).toEqual(["highLoanToValue"]);
    expect(fixed30({ ...refinance, liens: 360_000 }).ltv.value).toBe(0.9);
    expect(reasons({ ...refinance, liens: 360_001 })).toEqual(["highLoanToValue"]);
    const cashOut = { ...refinance, purpose: "cashOut", cashOutAmount: 120_000 } as const;
    expect(fixed30(cashOut).ltv.value).toBe(0.8);
    expect(reasons({ ...cashOut, cashOutAmount: 120_001 })).toEqual(["highLoanToValue"]);
  });

  it("declines a loan outside $50,000 to the $832,750 conforming limit, and a home without a value", () => {
    expect(reasons({ ...refinance, liens: 49_999 })).toEqual(["loanAmountOutOfRange"]);
    expect(reasons({ ...refinance, liens: 832_751, propertyValue: 2_000_000 })).toEqual([
      "loanAmountOutOfRange",
    ]);
    expect(reasons({ ...refinance, propertyValue: 0 })).toEqual(["propertyValueUnknown"]);
  });

  it("returns every reason that applies, most important first", () => {
    expect(
      reasons({ ...refinance, liens: 390_000, creditScore: 600, latePaymentInLast12Months: true }),
    ).toEqual(["highLoanToValue", "latePayment", "lowCreditScore"]);
  });
});

describe("every number of a mortgage offer carries its derivation", () => {
  it("ends each derivation with the number itself, explained, each key once", () => {
    for (const offer of Object.values(offers(purchase))) {
      const numbers: Derived[] = [
        offer.loanAmount,
        offer.ltv,
        offer.rate,
        offer.principalAndInterest,
        offer.monthlyTaxes,
        offer.monthlyInsurance,
        offer.monthlyMortgageInsurance,
        offer.totalMonthlyPayment,
        offer.originationFee,
        offer.apr,
        ...(offer.adjustable
          ? [offer.adjustable.fullyIndexedRate, offer.adjustable.paymentAfterFixedYears]
          : []),
      ];
      for (const number of numbers) {
        expect(number.derivation.at(-1)?.value).toBe(number.value);
        expect(new Set(number.derivation.map((l) => l.key)).size).toBe(number.derivation.length);
      }
    }
  });
});
