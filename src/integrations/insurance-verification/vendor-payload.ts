/**
 * What an insurance-data vendor answers for a linked account (shaped like the common ones: the
 * carrier, its policies with the insured address and coverages, and documents inline as base64).
 * The sandbox builds this same payload, so the transform runs on every call.
 */
export type VendorPolicy = {
  policy_number: string;
  policy_type: "HOMEOWNERS" | "FLOOD" | "AUTO";
  /** YYYY-MM-DD */
  effective_date: string;
  /** YYYY-MM-DD */
  expiry_date: string;
  insured_address: { street: string; city: string; state: string; zip: string };
  coverages: { name: "DWELLING" | "PERSONAL_PROPERTY" | "LIABILITY"; limit_cents: number }[];
  mortgagee: { name: string } | null;
  documents: { kind: "DECLARATIONS" | "MORTGAGE_STATEMENT"; file_name: string; pdf_base64: string }[];
};

export type VendorInsuranceResponse = {
  carrier: { name: string };
  policies: VendorPolicy[];
};
