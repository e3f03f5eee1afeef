import { parseYearMonthDay } from "@/domain/format/date";
import type { LinkedInsurance } from "@/domain/ports/insurance-verification";
import type { VendorInsuranceResponse } from "./vendor-payload";

function day(text: string): Date {
  const parsed = parseYearMonthDay(text);
  if (!parsed.ok) throw new Error(`insurance verification: unreadable date ${JSON.stringify(text)}`);
  return parsed.value;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Vendor response -> the homeowners policy insuring `line1` (case and spacing ignored) with its
 * mortgage statement; null when the carrier holds no homeowners policy for that address. Amounts
 * arrive in cents.
 */
export function linkedInsuranceFromVendor(
  response: VendorInsuranceResponse,
  line1: string,
): LinkedInsurance | null {
  const policy = response.policies.find(
    (p) => p.policy_type === "HOMEOWNERS" && tidy(p.insured_address.street) === tidy(line1),
  );
  if (!policy) return null;
  const dwelling = policy.coverages.find((c) => c.name === "DWELLING");
  const statement = policy.documents.find((d) => d.kind === "MORTGAGE_STATEMENT");
  return {
    policy: {
      carrier: response.carrier.name,
      policyNumber: policy.policy_number,
      kind: "homeowners",
      effective: day(policy.effective_date),
      expires: day(policy.expiry_date),
      dwellingCoverage: dwelling ? Math.round(dwelling.limit_cents) / 100 : 0,
      mortgagee: policy.mortgagee?.name ?? null,
    },
    mortgageStatement: statement
      ? {
          name: statement.file_name,
          contentType: "application/pdf",
          bytes: new Uint8Array(Buffer.from(statement.pdf_base64, "base64")),
        }
      : null,
  };
}
