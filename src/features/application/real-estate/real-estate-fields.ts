import type { AssetAccountType } from "@/domain/application/assets";
import type { OwnedPropertyDraft } from "@/domain/application/real-estate-owned";
import { formatMoney } from "@/domain/format/money";

/** A property as the step's get answers it: saved answers, or the credit report's prefill. */
export type PropertyShown = Omit<OwnedPropertyDraft, "mortgages"> & {
  fromCreditReport: boolean;
  mortgages: { creditor: string; balance: number; monthlyPayment: number | null }[];
};
export type AccountShown = {
  accountId: string;
  institution: string;
  accountType: AssetAccountType;
  balance: number;
  /** The only part of the number ever sent back (docs/design.md §5). */
  accountNumberLastFour: string;
};

export interface MortgageFields {
  creditor: string;
  balance: string;
  monthlyPayment: string;
}
export interface PropertyFields {
  propertyId?: string;
  fromCreditReport: boolean;
  address: { line1: string; line2: string; city: string; state: string; zip: string };
  status: string;
  use: string;
  value: string;
  mortgages: MortgageFields[];
  rentalUnits: string;
  annualRentalIncome: string;
}
export interface AccountFields {
  accountId?: string;
  accountNumberLastFour?: string;
  institution: string;
  accountType: string;
  balance: string;
  accountNumber: string;
}
export interface RealEstateFields {
  properties: PropertyFields[];
  assets: AccountFields[];
}

const money = (amount: number | null | undefined) => (amount == null ? "" : formatMoney(amount));

export function propertyFields(p: PropertyShown): PropertyFields {
  return {
    propertyId: p.propertyId,
    fromCreditReport: p.fromCreditReport,
    address: {
      line1: p.address?.line1 ?? "",
      line2: p.address?.line2 ?? "",
      city: p.address?.city ?? "",
      state: p.address?.state ?? "",
      zip: p.address?.zip ?? "",
    },
    status: p.status,
    use: p.use ?? "",
    value: money(p.value),
    mortgages: p.mortgages.map((m) => ({
      creditor: m.creditor,
      balance: money(m.balance),
      monthlyPayment: money(m.monthlyPayment),
    })),
    rentalUnits: String(p.rentalUnits),
    annualRentalIncome: money(p.annualRentalIncome),
  };
}

export const NEW_PROPERTY: PropertyFields = {
  fromCreditReport: false,
  address: { line1: "", line2: "", city: "", state: "", zip: "" },
  status: "retained",
  use: "",
  value: "",
  mortgages: [],
  rentalUnits: "0",
  annualRentalIncome: "",
};
export const NEW_MORTGAGE: MortgageFields = { creditor: "", balance: "", monthlyPayment: "" };
export const NEW_ACCOUNT: AccountFields = {
  institution: "",
  accountType: "",
  balance: "",
  accountNumber: "",
};

export function realEstateDefaults(shown: {
  properties: PropertyShown[];
  assets: AccountShown[];
}): RealEstateFields {
  return {
    properties: shown.properties.map(propertyFields),
    assets: shown.assets.map((a) => ({
      accountId: a.accountId,
      accountNumberLastFour: a.accountNumberLastFour,
      institution: a.institution,
      accountType: a.accountType,
      balance: money(a.balance),
      accountNumber: "",
    })),
  };
}
