/**
 * Rounding of what the pricing rules show. `toPrecision(15)` first drops binary noise, so 1.005
 * dollars rounds to 1.01 and 0.065 + 0.00125 reads 0.06625, not 0.06625000000000001.
 */
function roundTo(value: number, decimals: number): number {
  const scaled = Number((value * 10 ** decimals).toPrecision(15));
  return Math.round(scaled) / 10 ** decimals;
}

/** Money shown to a person: to the cent. */
export const roundCents = (amount: number): number => roundTo(amount, 2);

/** Rates: to a thousandth of a percentage point (0.06625 is 6.625%). */
export const roundRate = (rate: number): number => roundTo(rate, 5);

/** Ratios (CLTV, LTV, DTI): to a hundredth of a percent (0.8512 is 85.12%). */
export const roundRatio = (ratio: number): number => roundTo(ratio, 4);
