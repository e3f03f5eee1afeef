import type { IncomeType } from "./income-types";

/** Spec §3: an income source; rental ones name the property and its number of rented units. */
export type IncomeSource = {
  type: IncomeType;
  propertyId?: string | null;
  rentalUnits?: number | null;
  base?: number | null;
  overtime?: number | null;
  bonuses?: number | null;
  commissions?: number | null;
  otherValue?: number | null;
};
