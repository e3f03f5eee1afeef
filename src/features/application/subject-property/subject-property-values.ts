import type { SubjectPropertyView } from "@/domain/application/subject-property-output";
import { formatMoney } from "@/domain/format/money";
import type { Product } from "@/domain/prequal/step-inputs";

type AddressValues = { line1: string; line2: string; city: string; state: string; zip: string };

export interface GiftValues {
  kind: string;
  source: string;
  amount: string;
  deposited: boolean | null;
}

/** Step 2's form: the strings people type, which `subjectPropertyInput` reads on both sides. */
export interface SubjectPropertyValues {
  product: Product;
  address: AddressValues;
  propertyUse: string;
  propertyType: string;
  units: string;
  estimatedValue: string;
  titleNames: string;
  titleManner: string;
  isInTrust: boolean | null;
  hoaMonthlyFees: string;
  annualPropertyTaxes: string;
  annualHomeownersInsurance: string;
  transaction: {
    purpose: string;
    purchasePrice: string;
    downPayment: string;
    downPaymentSource: string;
    gifts: GiftValues[];
    refinancePurpose: string;
    cashOutAmount: string;
  };
}

/** What prequalification knew of the home and the mortgage, to start step 2 from (issue 9). */
export type SubjectPropertyPrefill = SubjectPropertyView["prefill"];
type SavedProperty = SubjectPropertyView["answers"];

export const blankGift: GiftValues = { kind: "", source: "", amount: "", deposited: null };
const money = (amount: number | undefined) => (amount === undefined ? "" : formatMoney(amount));

function transactionValues(
  saved: SavedProperty,
  prefill: SubjectPropertyPrefill,
): SubjectPropertyValues["transaction"] {
  const transaction = saved?.product === "mortgage" ? saved.transaction : undefined;
  const purchase = transaction?.purpose === "purchase" ? transaction : undefined;
  const refinance = transaction?.purpose === "refinance" ? transaction : undefined;
  const purpose =
    transaction?.purpose ?? (prefill.purchase ? "purchase" : prefill.refinance ? "refinance" : "");
  return {
    purpose,
    purchasePrice: money(purchase?.purchasePrice ?? prefill.purchase?.purchasePrice),
    downPayment: money(purchase?.downPayment ?? prefill.purchase?.downPayment),
    downPaymentSource: purchase?.downPaymentSource ?? "",
    gifts: (purchase?.gifts ?? []).map((gift) => ({ ...gift, amount: formatMoney(gift.amount) })),
    refinancePurpose: refinance?.refinancePurpose ?? prefill.refinance?.refinancePurpose ?? "",
    cashOutAmount: money(refinance?.cashOutAmount ?? prefill.refinance?.cashOutAmount),
  };
}

/** The form's starting strings: the saved answers, else what prequalification knew, else empty. */
export function subjectPropertyValues(
  product: Product,
  saved: SavedProperty,
  prefill: SubjectPropertyPrefill = {},
): SubjectPropertyValues {
  const address = saved?.address ?? prefill.address;
  const units = saved?.units ?? prefill.units;
  return {
    product,
    address: {
      line1: address?.line1 ?? "",
      line2: address?.line2 ?? "",
      city: address?.city ?? "",
      state: address?.state ?? "",
      zip: address?.zip ?? "",
    },
    propertyUse: saved?.propertyUse ?? prefill.propertyUse ?? "",
    propertyType: saved?.propertyType ?? prefill.propertyType ?? "",
    units: units === undefined ? "" : String(units),
    estimatedValue: money(saved?.estimatedValue ?? prefill.estimatedValue),
    titleNames: saved?.titleNames ?? "",
    titleManner: saved?.titleManner ?? "",
    isInTrust: saved?.isInTrust ?? null,
    hoaMonthlyFees: money(saved?.hoaMonthlyFees),
    annualPropertyTaxes: money(saved?.annualPropertyTaxes),
    annualHomeownersInsurance: money(saved?.annualHomeownersInsurance),
    transaction: transactionValues(saved, prefill),
  };
}
