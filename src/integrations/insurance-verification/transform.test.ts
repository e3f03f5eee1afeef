import { describe, expect, it } from "vitest";
import { linkedInsuranceFromVendor } from "./transform";
import type { VendorInsuranceResponse, VendorPolicy } from "./vendor-payload";

const policy = (overrides: Partial<VendorPolicy>): VendorPolicy => ({
  policy_number: "HO-1",
  policy_type: "HOMEOWNERS",
  effective_date: "2026-01-01",
  expiry_date: "2027-01-01",
  insured_address: { street: "12 Main St", city: "Dover", state: "DE", zip: "19901" },
  coverages: [
    { name: "LIABILITY", limit_cents: 30_000_000 },
    { name: "DWELLING", limit_cents: 41_250_050 },
  ],
  mortgagee: { name: "Sandbox Home Loans" },
  documents: [{ kind: "MORTGAGE_STATEMENT", file_name: "statement.pdf", pdf_base64: "JVBERi0=" }],
  ...overrides,
});
const response = (policies: VendorPolicy[]): VendorInsuranceResponse => ({
  carrier: { name: "Harbor Mutual" },
  policies,
});

describe("linkedInsuranceFromVendor", () => {
  it("reads the homeowners policy of the property, its dwelling coverage in dollars and its mortgage statement", () => {
    const linked = linkedInsuranceFromVendor(
      response([policy({ policy_type: "AUTO", policy_number: "AU-9" }), policy({})]),
      " 12  MAIN st",
    );
    expect(linked?.policy).toEqual({
      carrier: "Harbor Mutual",
      policyNumber: "HO-1",
      kind: "homeowners",
      effective: new Date("2026-01-01T00:00:00Z"),
      expires: new Date("2027-01-01T00:00:00Z"),
      dwellingCoverage: 412_500.5,
      mortgagee: "Sandbox Home Loans",
    });
    expect(new TextDecoder().decode(linked?.mortgageStatement?.bytes)).toBe("%PDF-");
  });

  it("finds nothing when no homeowners policy insures that address", () => {
    expect(linkedInsuranceFromVendor(response([policy({})]), "99 Other Rd")).toBeNull();
    expect(linkedInsuranceFromVendor(response([]), "12 Main St")).toBeNull();
  });

  it("keeps a policy without a mortgage statement (a home owned free and clear)", () => {
    const linked = linkedInsuranceFromVendor(
      response([policy({ documents: [], mortgagee: null })]),
      "12 Main St",
    );
    expect(linked).toMatchObject({ mortgageStatement: null, policy: { mortgagee: null } });
  });
});
