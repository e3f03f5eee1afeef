/**
 * Spec §9 "solar statement by a solar-loan check". Solar loans are filed as a lien on the house
 * (a UCC fixture filing), so the lender needs their statement. The spec names Mosaic (§5); the
 * other lenders are the large US solar lenders, recognised by name.
 */
const SOLAR_LENDER = /mosaic|solar|sunlight|goodleap|sunnova|sunrun|dividend finance/i;

export function isSolarLoan(liability: { creditor: string }): boolean {
  return SOLAR_LENDER.test(liability.creditor);
}

/** True when a solar loan shows among the debts (spec §9 "solar-loan check"). */
export function hasSolarLoan(creditors: readonly { creditor: string }[]): boolean {
  return creditors.some(isSolarLoan);
}
