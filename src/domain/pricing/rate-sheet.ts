import { z } from "zod";
import { textInput } from "../prequal/field-inputs";

/**
 * docs/design.md §4: pricing and eligibility are data an operator edits, not code. The server keeps each
 * version of a rate sheet as JSON checked by `rateSheetInput`; the pricing rules read only this.
 * Rates, ratios and fees are decimals (0.075 is 7.5%); amounts are whole dollars.
 */
const label = textInput("row's name", { max: 80, lines: "one", words: { empty: "Give the row a name" } });
const rate = z.number().min(0).max(1);
/** A margin or adjustment added to a rate; a negative one lowers the rate. */
const rateChange = z.number().min(-0.1).max(0.1);
const ratio = z.number().gt(0).max(1);
const score = z.number().int().min(300).max(850);
const dollars = z.number().int().positive();
const years = z.number().int().min(1).max(40);
const byPropertyUse = z.object({ primaryResidence: ratio, secondHome: ratio, investment: ratio });
const index = z.object({ name: label, rate });

/** A column of a grid: combined loan-to-value (or loan-to-value) up to and including `max`. */
const ratioBand = z.object({ label, max: ratio });

const helocTier = z.object({
  label,
  minScore: score,
  /** Fraction of the line charged at closing (docs/design.md §4: up to 4.99%). */
  originationFee: rate,
  /** One margin over the index per CLTV band, in the bands' order. */
  margins: z.array(rateChange),
});

const helocSheet = z.object({
  index,
  rateCap: rate,
  minCreditScore: score,
  maxDebtToIncome: ratio,
  maxCltv: byPropertyUse,
  line: z.object({ min: dollars, max: dollars }),
  drawYears: years,
  repaymentYears: years,
  /** Fractions of the line shown as example draws; the line itself is always shown. */
  drawOptions: z.array(ratio).min(1),
  /** Highest score first; a score belongs to the first tier whose `minScore` it reaches. */
  tiers: z.array(helocTier).min(1),
  /** Lowest CLTV first. */
  cltvBands: z.array(ratioBand).min(1),
});

const adjustableRate = z.object({
  fixedYears: years,
  adjustEveryMonths: z.number().int().min(1).max(60),
  index,
  margin: rate,
  /** Fully indexed rates are rounded to the nearest step (0.00125 = 1/8 of a point). */
  roundingStep: z.number().positive().max(0.01),
  /** Most the rate moves at the first change, at each later change, and over the loan's life. */
  caps: z.object({ initial: rate, periodic: rate, lifetime: rate }),
});

const mortgageProduct = z.object({
  id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "Use letters and digits, starting with a small letter"),
  label,
  termYears: years,
  /** The rate before adjustments; for an adjustable rate, the rate of its fixed years. */
  baseRate: rate,
  adjustable: adjustableRate.optional(),
});

const mortgageScoreBand = z.object({
  label,
  minScore: score,
  /** One rate adjustment per LTV band, in the bands' order. */
  adjustments: z.array(rateChange),
});

const mortgageLtvBand = ratioBand.extend({
  /** Yearly mortgage-insurance premium as a fraction of the loan (0 at 80% LTV and below). */
  mortgageInsurance: rate,
});

const mortgageSheet = z.object({
  minCreditScore: score,
  originationFee: rate,
  maxLtv: z.object({ purchase: ratio, rateTerm: ratio, cashOut: ratio }),
  loanAmount: z.object({ min: dollars, max: dollars }),
  rateAdjustmentForUse: z.object({
    primaryResidence: rateChange,
    secondHome: rateChange,
    investment: rateChange,
  }),
  /** Yearly estimates as fractions of the property's value. */
  propertyTaxRate: rate,
  insuranceRate: rate,
  /** Mortgage insurance ends when the scheduled balance reaches this share of the original value. */
  mortgageInsuranceEndsAtLtv: ratio,
  products: z.array(mortgageProduct).min(1),
  /** Highest score first. */
  scoreBands: z.array(mortgageScoreBand).min(1),
  /** Lowest LTV first. */
  ltvBands: z.array(mortgageLtvBand).min(1),
});

const sheetShape = z.object({ heloc: helocSheet, mortgage: mortgageSheet });

type Issue = { path: (string | number)[]; message: string };

function gridIssues(
  area: "heloc" | "mortgage",
  rows: readonly { minScore: number; values: readonly number[] }[],
  rowsKey: string,
  valuesKey: string,
  columns: readonly { max: number }[],
  columnsKey: string,
): Issue[] {
  const issues: Issue[] = [];
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    if (previous && row.minScore >= previous.minScore)
      issues.push({
        path: [area, rowsKey, i, "minScore"],
        message: "List the rows from the highest score down",
      });
    if (row.values.length !== columns.length)
      issues.push({
        path: [area, rowsKey, i, valuesKey],
        message: `Give one value for each of the ${columns.length} bands`,
      });
  });
  columns.forEach((column, i) => {
    const previous = columns[i - 1];
    if (previous && column.max <= previous.max)
      issues.push({ path: [area, columnsKey, i, "max"], message: "List the bands from the lowest ratio up" });
  });
  return issues;
}

const lowestScore = (rows: readonly { minScore: number }[]) => Math.min(...rows.map((r) => r.minScore));
const highestRatio = (bands: readonly { max: number }[]) => Math.max(...bands.map((b) => b.max));

/** Every HELOC applicant the sheet accepts falls in a tier and a CLTV band; lines run low to high. */
function helocIssues(heloc: z.infer<typeof helocSheet>): Issue[] {
  const rows = heloc.tiers.map((t) => ({ minScore: t.minScore, values: t.margins }));
  const issues = gridIssues("heloc", rows, "tiers", "margins", heloc.cltvBands, "cltvBands");
  if (lowestScore(heloc.tiers) > heloc.minCreditScore)
    issues.push({ path: ["heloc", "tiers"], message: "Give a tier for the minimum credit score" });
  if (highestRatio(heloc.cltvBands) < Math.max(...Object.values(heloc.maxCltv)))
    issues.push({ path: ["heloc", "cltvBands"], message: "Give a band up to the highest maximum CLTV" });
  if (heloc.line.min > heloc.line.max)
    issues.push({ path: ["heloc", "line", "min"], message: "The smallest line cannot exceed the largest" });
  return issues;
}

/** Every mortgage applicant the sheet accepts falls in a score and an LTV band; products are distinct. */
function mortgageIssues(mortgage: z.infer<typeof mortgageSheet>): Issue[] {
  const rows = mortgage.scoreBands.map((b) => ({ minScore: b.minScore, values: b.adjustments }));
  const issues = gridIssues("mortgage", rows, "scoreBands", "adjustments", mortgage.ltvBands, "ltvBands");
  if (lowestScore(mortgage.scoreBands) > mortgage.minCreditScore)
    issues.push({ path: ["mortgage", "scoreBands"], message: "Give a band for the minimum credit score" });
  if (highestRatio(mortgage.ltvBands) < Math.max(...Object.values(mortgage.maxLtv)))
    issues.push({ path: ["mortgage", "ltvBands"], message: "Give a band up to the highest maximum LTV" });
  if (mortgage.loanAmount.min > mortgage.loanAmount.max)
    issues.push({
      path: ["mortgage", "loanAmount", "min"],
      message: "The smallest loan cannot exceed the largest",
    });
  mortgage.products.forEach((product, i) => {
    if (mortgage.products.findIndex((p) => p.id === product.id) !== i)
      issues.push({ path: ["mortgage", "products", i, "id"], message: "Give each product its own id" });
    if (product.adjustable && product.adjustable.fixedYears >= product.termYears)
      issues.push({
        path: ["mortgage", "products", i, "adjustable", "fixedYears"],
        message: "The fixed years must end before the term does",
      });
  });
  return issues;
}

export const rateSheetInput = sheetShape.superRefine((sheet, ctx) => {
  for (const issue of [...helocIssues(sheet.heloc), ...mortgageIssues(sheet.mortgage)])
    ctx.addIssue({ code: "custom", ...issue });
});

export type RateSheet = z.infer<typeof rateSheetInput>;
export type HelocRateSheet = RateSheet["heloc"];
export type MortgageRateSheet = RateSheet["mortgage"];
export type MortgageProduct = MortgageRateSheet["products"][number];
export type AdjustableRateTerms = NonNullable<MortgageProduct["adjustable"]>;
