import {
  type AssetAccountAnswer,
  accountNumberKey,
  lastFourOf,
  type StoredAssetAccount,
} from "@/domain/application/assets";
import type { OwnedProperty } from "@/domain/application/real-estate-owned";
import type { RealEstateSection } from "@/domain/application/real-estate-summary";

/** What the real-estate section keeps in `data` (account numbers live only in its sensitive map). */
export type RealEstateData = RealEstateSection & {
  /** Report properties the applicant took off the list (decision 028): removed, not missed. */
  removedReportPropertyIds: string[];
};

export class AccountNumberMissing extends Error {
  constructor(readonly index: number) {
    super("Enter the account number as it shows on your statement: 4 to 17 digits");
  }
}

/**
 * Ids for the properties: the report's own, or one saved before, is kept; any other (a new property,
 * or an id the client made up) gets a fresh one, so a property is never confused with another.
 */
export function propertiesWithIds(
  properties: readonly OwnedProperty[],
  known: ReadonlySet<string>,
  newId: () => string,
): (OwnedProperty & { propertyId: string })[] {
  return properties.map((p) => ({
    ...p,
    propertyId: p.propertyId && known.has(p.propertyId) ? p.propertyId : newId(),
  }));
}

/**
 * The accounts as kept: each with an id, its last four in `data` and its number in the sensitive
 * map. An account saved before keeps its stored number when none is typed; an unknown id is a new
 * account, which needs its number. Accounts no longer listed leave the sensitive map.
 */
export function accountsToKeep(
  accounts: readonly AssetAccountAnswer[],
  previous: Record<string, string>,
  newId: () => string,
): { assets: StoredAssetAccount[]; sensitive: Record<string, string> } {
  const sensitive: Record<string, string> = {};
  const assets = accounts.map((a, index) => {
    const stored = a.accountId ? previous[accountNumberKey(a.accountId)] : undefined;
    const number = a.accountNumber ?? stored;
    if (!number) throw new AccountNumberMissing(index);
    const accountId = a.accountId && stored !== undefined ? a.accountId : newId();
    sensitive[accountNumberKey(accountId)] = number;
    return {
      accountId,
      institution: a.institution,
      accountType: a.accountType,
      balance: a.balance,
      accountNumberLastFour: lastFourOf(number),
    };
  });
  return { assets, sensitive };
}
