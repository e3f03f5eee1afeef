import { formatMoney as $ } from "../format/money";
import { type DerivationLine, percentText as pct } from "./derivation";
import { money, PROPERTY_USE_WORDS, percent, score, signedPercent, text, yesNo } from "./derivation-steps";
import type { PropertyValueSource } from "./equity";
import type { HelocFacts } from "./heloc-offer";
import { roundRatio } from "./rounding";

/** The derivation lines of a HELOC offer that several of its numbers share (docs/design.md §4). */
type Steps = (DerivationLine | null)[];

const SOURCE_WORDS: Record<PropertyValueSource, string> = {
  lowerOfBoth: "The lower of your estimate and the automated valuation",
  valuation: "The automated valuation; you gave no estimate",
  applicantEstimate: "Your estimate; no automated valuation was available",
};

export function valueSteps({ input, value }: HelocFacts): Steps {
  const { applicantEstimate: estimate, valuation } = input;
  return [
    estimate === null
      ? null
      : money("applicantEstimate", "Your estimate", estimate, "The home's value as you told us"),
    valuation === null
      ? null
      : money(
          "valuation",
          "Automated valuation",
          valuation,
          "The home's value from an automated valuation model",
        ),
    money("propertyValue", "Value used", value.value, SOURCE_WORDS[value.source]),
  ];
}

export const liensStep = ({ input }: HelocFacts) =>
  money(
    "liens",
    "Mortgages on the home",
    input.liens,
    "The balances of the mortgages you told us are on this home",
  );

export function maxLineSteps(facts: HelocFacts): Steps {
  const { input, sheet, value, cltvLimit, maxLine } = facts;
  const capped = Math.floor(value.value * cltvLimit - input.liens) > sheet.line.max;
  const cap = capped ? `, and no more than our largest line, ${$(sheet.line.max)}` : "";
  return [
    ...valueSteps(facts),
    liensStep(facts),
    percent(
      "maxCltv",
      "Most we lend against the home",
      cltvLimit,
      `Up to ${pct(cltvLimit)} of the value of ${PROPERTY_USE_WORDS[input.propertyUse]}, its mortgages included`,
    ),
    money(
      "maxLine",
      "Most your equity allows",
      maxLine,
      `${pct(cltvLimit)} of ${$(value.value)}, less ${$(input.liens)} of mortgages, in whole dollars${cap}`,
    ),
  ];
}

export function lineStep({ input, sheet, line, maxLine, limitedByIncome }: HelocFacts): DerivationLine {
  const asked = input.requestedLine;
  const why = limitedByIncome
    ? `The most your income carries: its interest keeps your debts within ${pct(sheet.maxDebtToIncome)} of your income (your equity allows ${$(maxLine)})`
    : asked === undefined
      ? "The most your equity allows"
      : line < Math.floor(asked)
        ? `You asked for more than your equity allows, ${$(maxLine)}`
        : line > asked
          ? `You asked for less than our smallest line, ${$(sheet.line.min)}`
          : "The line you asked for";
  return money("line", "Your line", line, why);
}

export function cltvSteps(facts: HelocFacts): Steps {
  const { input, line, value, cltv } = facts;
  const how = `(${$(input.liens)} of mortgages + the ${$(line)} line) ÷ ${$(value.value)}`;
  return [
    ...valueSteps(facts),
    liensStep(facts),
    lineStep(facts),
    percent("cltv", "Combined loan-to-value (CLTV)", roundRatio(cltv), how),
  ];
}

export const scoreSteps = ({ creditScore, rate }: HelocFacts): Steps => [
  score(
    "creditScore",
    "Credit score",
    creditScore,
    "Your representative credit score: the middle of your bureau scores, the lower borrower's on a joint application",
  ),
  text(
    "creditTier",
    "Credit tier",
    rate.tier.label,
    "Your score's tier on our rate sheet: it sets your margin and fee",
  ),
];

export function rateStep({ sheet, rate }: HelocFacts): DerivationLine {
  const sum = `${pct(sheet.index.rate)} ${sheet.index.name.toLowerCase()} ${signedPercent(rate.margin)} margin`;
  return percent("rate", "Rate", rate.rate, rate.capApplied ? "The maximum rate" : sum);
}

export function rateSteps(facts: HelocFacts): Steps {
  const { sheet, rate } = facts;
  const { index, rateCap } = sheet;
  const capped = rate.capApplied ? "above the maximum, so your rate is the maximum" : "within the maximum";
  return [
    ...cltvSteps(facts),
    ...scoreSteps(facts),
    percent(
      "index",
      index.name,
      index.rate,
      "The index your rate follows: when it changes, your rate changes with it",
    ),
    percent(
      "margin",
      "Margin",
      rate.margin,
      `Added to the index for the ${rate.tier.label} tier at a CLTV of ${rate.band.label.toLowerCase()}`,
    ),
    percent("maxRate", "Maximum rate", rateCap, `Your rate can never go above ${pct(rateCap)}`),
    yesNo(
      "rateCapApplied",
      "Maximum rate applied",
      rate.capApplied,
      `The index plus the margin, ${pct(rate.uncapped)}, is ${capped}`,
    ),
    rateStep(facts),
  ];
}
