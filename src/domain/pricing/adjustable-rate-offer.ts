import { type DerivationLine, derived, percentText as pct } from "./derivation";
import { money, percent } from "./derivation-steps";
import type { AdjustableRateOffer } from "./mortgage-offer";
import type { MortgageProductFacts } from "./mortgage-offer-derivation";
import { adjustableMaxRate, fullyIndexedRate } from "./mortgage-payments";

/** An adjustable rate's terms, and where its rate and payment go after the fixed years. */
export function adjustableRateOffer(
  facts: MortgageProductFacts,
  rateLine: DerivationLine,
): AdjustableRateOffer | null {
  const { product, rate, periods, schedule } = facts;
  const terms = product.adjustable;
  if (!terms) return null;
  const indexed = fullyIndexedRate(terms);
  const after = periods[1]?.rate ?? rate;
  const payment = schedule.principalAndInterest[1] ?? schedule.principalAndInterest[0] ?? 0;
  const indexSteps = [
    percent(
      "index",
      terms.index.name,
      terms.index.rate,
      "The index the rate follows after the fixed years, today",
    ),
    percent("margin", "Margin", terms.margin, "Added to the index at each change"),
    percent(
      "fullyIndexedRate",
      "Fully indexed rate",
      indexed,
      `${pct(terms.index.rate)} ${terms.index.name} + ${pct(terms.margin)} margin, to the nearest ${pct(terms.roundingStep)}`,
    ),
  ];
  const left = product.termYears - terms.fixedYears;
  return {
    fixedYears: terms.fixedYears,
    adjustEveryMonths: terms.adjustEveryMonths,
    index: terms.index,
    margin: terms.margin,
    caps: terms.caps,
    fullyIndexedRate: derived(indexed, indexSteps),
    rateAfterFixedYears: after,
    maxRate: adjustableMaxRate(rate, terms),
    paymentAfterFixedYears: derived(
      payment,
      rateLine,
      indexSteps,
      percent(
        "rateAfterFixedYears",
        `Rate after ${terms.fixedYears} years`,
        after,
        `From ${pct(rate)} toward the fully indexed rate, by at most ${pct(terms.caps.initial)} at the first change, if the index stays where it is`,
      ),
      money(
        "paymentAfterFixedYears",
        `Principal and interest after ${terms.fixedYears} years`,
        payment,
        `What is left of the loan repaid over the remaining ${left} years at ${pct(after)}`,
      ),
    ),
  };
}
