import { PDFDocument, StandardFonts } from "pdf-lib";
import { formatYearMonthDay } from "@/domain/format/date";
import { formatMoney } from "@/domain/format/money";
import type { BankStatements } from "@/domain/ports/bank-statements";
import { digestOf, seedOf } from "../stable-hash";
import { testBankFor } from "./test-banks";
import { bankStatementsFromVendor } from "./transform";
import type { VendorStatement, VendorStatementsResponse } from "./vendor-payload";

/** A statement's month: the first and last day of the month so many months before today's. */
function monthBefore(today: Date, months: number) {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months + 1, 0));
  return { start, end };
}

/** A one-page statement as a bank's PDF would read; its dates are the statement's, so the bytes repeat. */
async function statementPdf(lines: {
  institution: string;
  lastFour: string;
  start: Date;
  end: Date;
  balance: number;
}) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`${lines.institution} checking statement`);
  doc.setProducer("Sandbox Bank Data");
  doc.setCreator("Sandbox Bank Data");
  doc.setCreationDate(lines.end);
  doc.setModificationDate(lines.end);
  const page = doc.addPage([612, 792]);
  const text = [
    [lines.institution, bold, 16],
    ["Checking account statement (sandbox: not a real bank)", font, 11],
    [`Account ending in ${lines.lastFour}`, font, 11],
    [`Statement period ${formatYearMonthDay(lines.start)} to ${formatYearMonthDay(lines.end)}`, font, 11],
    [`Ending balance ${formatMoney(lines.balance)}`, bold, 12],
  ] as const;
  text.forEach(([line, face, size], i) => {
    page.drawText(line, { x: 54, y: 720 - i * 24, size, font: face });
  });
  return doc.save();
}

/** The vendor payload the sandbox answers for an application at a bank on a given day. */
export async function sandboxStatementsResponse(
  reference: string,
  institution: string,
  months: number,
  today: Date,
): Promise<VendorStatementsResponse> {
  const bank = testBankFor(institution);
  if (bank === "outage")
    throw new Error("sandbox bank statements: provider unavailable (test bank 'Outage')");
  const name = institution.trim().replace(/\s+/g, " ");
  if (bank === "empty") return { institution: { name }, accounts: [] };
  const key = `${reference}|${name.toLowerCase()}`;
  const lastFour = String(seedOf(key) % 10_000).padStart(4, "0");
  const statements: VendorStatement[] = [];
  for (let i = 1; i <= months; i++) {
    const { start, end } = monthBefore(today, i);
    const cents = 150_000 + (seedOf(`${key}|${formatYearMonthDay(end)}`) % 1_200_000);
    const pdf = await statementPdf({ institution: name, lastFour, start, end, balance: cents / 100 });
    statements.push({
      statement_id: `ST-${digestOf(`${key}|${formatYearMonthDay(end)}`).toUpperCase()}`,
      period_start: formatYearMonthDay(start),
      period_end: formatYearMonthDay(end),
      ending_balance_cents: cents,
      pdf_base64: Buffer.from(pdf).toString("base64"),
    });
  }
  return {
    institution: { name },
    accounts: [
      { account_id: `AC-${digestOf(key).toUpperCase()}`, mask: lastFour, subtype: "checking", statements },
    ],
  };
}

/**
 * Sandbox bank statements, the default: offline and deterministic. Test banks are tabled in
 * docs/architecture.md: a name containing "Outage" does not answer, "Empty" holds no account,
 * any other gives the last full months' statements of one checking account.
 */
export function sandboxBankStatements({ now }: { now: () => Date }): BankStatements {
  return {
    async statements({ reference, institution, months }) {
      return bankStatementsFromVendor(await sandboxStatementsResponse(reference, institution, months, now()));
    },
  };
}
