import { PDFDocument, StandardFonts } from "pdf-lib";
import { formatYearMonthDay } from "@/domain/format/date";
import { formatMoney } from "@/domain/format/money";
import type { InsuranceVerification } from "@/domain/ports/insurance-verification";
import type { PostalAddress } from "@/domain/ports/person";
import { addressKey, digestOf, seedOf } from "../stable-hash";
import { testCarrierFor } from "./test-carriers";
import { linkedInsuranceFromVendor } from "./transform";
import type { VendorInsuranceResponse } from "./vendor-payload";

const MORTGAGEE = "Sandbox Home Loans";

/** A one-page mortgage statement as the mortgagee would print it; dated by its month, so bytes repeat. */
async function mortgageStatementPdf(lines: {
  address: PostalAddress;
  loanNumber: string;
  balance: number;
  asOf: Date;
}) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`${MORTGAGEE} mortgage statement`);
  doc.setProducer("Sandbox Insurance Connect");
  doc.setCreator("Sandbox Insurance Connect");
  doc.setCreationDate(lines.asOf);
  doc.setModificationDate(lines.asOf);
  const page = doc.addPage([612, 792]);
  const text = [
    [MORTGAGEE, bold, 16],
    ["Mortgage statement (sandbox: not a real lender)", font, 11],
    [
      `Property ${lines.address.line1}, ${lines.address.city}, ${lines.address.state} ${lines.address.zip}`,
      font,
      11,
    ],
    [`Loan ${lines.loanNumber}`, font, 11],
    [`Statement date ${formatYearMonthDay(lines.asOf)}`, font, 11],
    [`Principal balance ${formatMoney(lines.balance)}`, bold, 12],
  ] as const;
  text.forEach(([line, face, size], i) => {
    page.drawText(line, { x: 54, y: 720 - i * 24, size, font: face });
  });
  return doc.save();
}

/** The vendor payload the sandbox answers for a carrier and a property on a given day. */
export async function sandboxInsuranceResponse(
  carrier: string,
  address: PostalAddress,
  today: Date,
): Promise<VendorInsuranceResponse> {
  const kind = testCarrierFor(carrier);
  if (kind === "outage") throw new Error("sandbox insurance: carrier unavailable (test carrier 'Outage')");
  const name = carrier.trim().replace(/\s+/g, " ");
  if (kind === "noPolicy") return { carrier: { name }, policies: [] };
  const key = `${name.toLowerCase()}|${addressKey(address)}`;
  const year = today.getUTCFullYear();
  const asOf = new Date(Date.UTC(year, today.getUTCMonth(), 1));
  const loanNumber = `ML-${digestOf(`loan|${addressKey(address)}`, 8).toUpperCase()}`;
  const pdf = await mortgageStatementPdf({ address, loanNumber, balance: 155_000, asOf });
  return {
    carrier: { name },
    policies: [
      {
        policy_number: `HO-${digestOf(key).toUpperCase()}`,
        policy_type: "HOMEOWNERS",
        effective_date: `${year}-01-01`,
        expiry_date: `${year + 1}-01-01`,
        insured_address: {
          street: address.line1,
          city: address.city,
          state: address.state,
          zip: address.zip,
        },
        coverages: [
          { name: "DWELLING", limit_cents: (300_000 + (seedOf(key) % 400) * 1_000) * 100 },
          { name: "LIABILITY", limit_cents: 30_000_000 },
        ],
        mortgagee: { name: MORTGAGEE },
        documents: [
          {
            kind: "MORTGAGE_STATEMENT",
            file_name: `${MORTGAGEE} mortgage statement ${formatYearMonthDay(asOf).slice(0, 7)}.pdf`,
            pdf_base64: Buffer.from(pdf).toString("base64"),
          },
        ],
      },
    ],
  };
}

/**
 * Sandbox insurance verification, the default: offline and deterministic. Test carriers are tabled
 * in docs/architecture.md: a name containing "Decline" finds no policy, "Outage" does not answer,
 * any other holds a homeowners policy for the property with its mortgage statement.
 */
export function sandboxInsuranceVerification({ now }: { now: () => Date }): InsuranceVerification {
  return {
    async link({ carrier, address }) {
      return linkedInsuranceFromVendor(
        await sandboxInsuranceResponse(carrier, address, now()),
        address.line1,
      );
    },
  };
}
