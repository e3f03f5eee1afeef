import { PROPERTY_USES } from "../enums/property";
import { formatMoney } from "../format/money";
import type { PostalAddress } from "../ports/person";
import {
  ASSET_ACCOUNT_TYPE_LABELS,
  accountNumberMasked,
  type StoredAssetAccount,
  totalAssets,
} from "./assets";
import type { OwnedProperty, PropertyStatus } from "./real-estate-owned";
import type { SummaryOfSection as SummaryGroup } from "./summary-group";

const STATUS_LABELS: Record<PropertyStatus, string> = {
  retained: "Keeping it",
  pendingSale: "Sale pending",
  sold: "Sold",
};

export const formatAddress = (a: PostalAddress) =>
  [a.line2 ? `${a.line1} ${a.line2}` : a.line1, a.city, `${a.state} ${a.zip}`].join(", ");

const labelOfUse = (use: OwnedProperty["use"]) => PROPERTY_USES.find((u) => u.value === use)?.label ?? use;

/** What the real-estate step keeps: the properties, and the accounts without their numbers. */
export type RealEstateSection = {
  properties: (OwnedProperty & { propertyId: string })[];
  assets: StoredAssetAccount[];
};

function accountGroups(assets: readonly StoredAssetAccount[]): SummaryGroup[] {
  if (assets.length === 0) return [];
  return [
    {
      title: "Assets: bank, retirement and other accounts",
      rows: [
        ...assets.map((a) => ({
          label: `${a.institution}, ${ASSET_ACCOUNT_TYPE_LABELS[a.accountType]} ${accountNumberMasked(a.accountNumberLastFour)}`,
          value: formatMoney(a.balance),
        })),
        { label: "Total", value: formatMoney(totalAssets(assets)) },
      ],
    },
  ];
}

function propertyGroup(p: OwnedProperty, index: number): SummaryGroup {
  return {
    title: `Property ${index + 1}: ${p.address.line1}`,
    rows: [
      { label: "Address", value: formatAddress(p.address) },
      { label: "Status", value: STATUS_LABELS[p.status] },
      { label: "Use", value: labelOfUse(p.use) },
      { label: "Market value", value: formatMoney(p.value) },
      ...p.mortgages.flatMap((m, i) => {
        const label = p.mortgages.length > 1 ? `Mortgage ${i + 1}` : "Mortgage";
        return [
          { label, value: m.creditor },
          { label: `${label} balance`, value: formatMoney(m.balance) },
          { label: `${label} monthly payment`, value: formatMoney(m.monthlyPayment) },
        ];
      }),
      { label: "Rented units", value: String(p.rentalUnits) },
      { label: "Yearly rental income", value: formatMoney(p.annualRentalIncome) },
    ],
  };
}

/**
 * The step in Form 1003 order: section 2a (assets, a mortgage only), then section 3 (real estate),
 * one group a property. Account numbers show their last four digits only.
 */
export function realEstateSummary(section: RealEstateSection): SummaryGroup[] {
  const properties: SummaryGroup[] =
    section.properties.length === 0
      ? [{ title: "Other real estate", rows: [{ label: "Other properties owned", value: "None" }] }]
      : section.properties.map(propertyGroup);
  return [...accountGroups(section.assets), ...properties];
}
