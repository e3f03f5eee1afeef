import type { RateSheet } from "./rate-sheet";

const cltvBands = [
  { label: "Up to 60%", max: 0.6 },
  { label: "60.01% to 70%", max: 0.7 },
  { label: "70.01% to 80%", max: 0.8 },
  { label: "80.01% to 85%", max: 0.85 },
];

const ltvBands = [
  { label: "Up to 60%", max: 0.6, mortgageInsurance: 0 },
  { label: "60.01% to 70%", max: 0.7, mortgageInsurance: 0 },
  { label: "70.01% to 75%", max: 0.75, mortgageInsurance: 0 },
  { label: "75.01% to 80%", max: 0.8, mortgageInsurance: 0 },
  { label: "80.01% to 85%", max: 0.85, mortgageInsurance: 0.0025 },
  { label: "85.01% to 90%", max: 0.9, mortgageInsurance: 0.004 },
  { label: "90.01% to 95%", max: 0.95, mortgageInsurance: 0.0055 },
];

/**
 * docs/design.md §4 defaults, close to what US lenders publish. HELOC: prime rate (7.50%) plus a margin by
 * credit tier and CLTV. Mortgage: base rates plus adjustments by credit score and LTV (the shape of
 * the agencies' loan-level price adjustments, expressed as rate), and by property use.
 */
export const DEFAULT_RATE_SHEET: RateSheet = {
  heloc: {
    index: { name: "Prime rate", rate: 0.075 },
    rateCap: 0.18,
    minCreditScore: 640,
    maxDebtToIncome: 0.45,
    maxCltv: { primaryResidence: 0.85, secondHome: 0.75, investment: 0.7 },
    line: { min: 15_000, max: 400_000 },
    drawYears: 10,
    repaymentYears: 20,
    drawOptions: [0.25, 0.5, 0.75, 1],
    tiers: [
      { label: "760 and above", minScore: 760, originationFee: 0.0199, margins: [0, 0.0025, 0.005, 0.01] },
      { label: "720 to 759", minScore: 720, originationFee: 0.0299, margins: [0.005, 0.0075, 0.01, 0.015] },
      { label: "680 to 719", minScore: 680, originationFee: 0.0399, margins: [0.01, 0.015, 0.02, 0.025] },
      { label: "640 to 679", minScore: 640, originationFee: 0.0499, margins: [0.02, 0.025, 0.03, 0.04] },
    ],
    cltvBands,
  },
  mortgage: {
    minCreditScore: 620,
    originationFee: 0.01,
    maxLtv: { purchase: 0.95, rateTerm: 0.9, cashOut: 0.8 },
    /** The largest is the 2026 conforming loan limit for one unit. */
    loanAmount: { min: 50_000, max: 832_750 },
    rateAdjustmentForUse: { primaryResidence: 0, secondHome: 0.00375, investment: 0.0075 },
    propertyTaxRate: 0.011,
    insuranceRate: 0.0035,
    mortgageInsuranceEndsAtLtv: 0.78,
    products: [
      { id: "fixed30", label: "30-year fixed", termYears: 30, baseRate: 0.065 },
      { id: "fixed15", label: "15-year fixed", termYears: 15, baseRate: 0.0575 },
      {
        id: "arm7y6m",
        label: "7/6 ARM",
        termYears: 30,
        baseRate: 0.06,
        adjustable: {
          fixedYears: 7,
          adjustEveryMonths: 6,
          index: { name: "30-day average SOFR", rate: 0.043 },
          margin: 0.0275,
          roundingStep: 0.00125,
          caps: { initial: 0.05, periodic: 0.01, lifetime: 0.05 },
        },
      },
    ],
    scoreBands: [
      { label: "780 and above", minScore: 780, adjustments: [0, 0, 0, 0.00125, 0.00125, 0.00125, 0.00125] },
      { label: "760 to 779", minScore: 760, adjustments: [0, 0, 0.00125, 0.0025, 0.0025, 0.0025, 0.0025] },
      {
        label: "740 to 759",
        minScore: 740,
        adjustments: [0, 0.00125, 0.0025, 0.00375, 0.00375, 0.0025, 0.0025],
      },
      {
        label: "720 to 739",
        minScore: 720,
        adjustments: [0, 0.0025, 0.00375, 0.005, 0.005, 0.00375, 0.00375],
      },
      {
        label: "700 to 719",
        minScore: 700,
        adjustments: [0, 0.00375, 0.005, 0.00625, 0.00625, 0.005, 0.005],
      },
      {
        label: "680 to 699",
        minScore: 680,
        adjustments: [0.00125, 0.005, 0.00625, 0.0075, 0.0075, 0.00625, 0.00625],
      },
      {
        label: "660 to 679",
        minScore: 660,
        adjustments: [0.00125, 0.00625, 0.0075, 0.01, 0.01, 0.0075, 0.0075],
      },
      { label: "640 to 659", minScore: 640, adjustments: [0.0025, 0.0075, 0.01, 0.0125, 0.0125, 0.01, 0.01] },
      {
        label: "620 to 639",
        minScore: 620,
        adjustments: [0.0025, 0.01, 0.0125, 0.015, 0.015, 0.0125, 0.0125],
      },
    ],
    ltvBands,
  },
};
