import { parseYearMonthDay } from "@/domain/format/date";
import type { BankStatement } from "@/domain/ports/bank-statements";
import type { VendorStatementsResponse } from "./vendor-payload";

function day(text: string): Date {
  const parsed = parseYearMonthDay(text);
  if (!parsed.ok) throw new Error(`bank statements: unreadable date ${JSON.stringify(text)}`);
  return parsed.value;
}

/**
 * Vendor response -> domain statements, newest first per account; null when the bank holds no
 * account of the person (spec §2: the applicant uploads statements instead). Only the mask's last
 * four digits are kept; amounts arrive in cents.
 */
export function bankStatementsFromVendor(response: VendorStatementsResponse): BankStatement[] | null {
  if (response.accounts.length === 0) return null;
  return response.accounts.flatMap((account) =>
    [...account.statements]
      .sort((a, b) => b.period_end.localeCompare(a.period_end))
      .map((s) => {
        const lastFour = account.mask.replace(/\D/g, "").slice(-4);
        return {
          accountLastFour: lastFour,
          institution: response.institution.name,
          periodStart: day(s.period_start),
          periodEnd: day(s.period_end),
          endingBalance: Math.round(s.ending_balance_cents) / 100,
          file: {
            name: `${response.institution.name} ${account.subtype} ${lastFour} statement ${s.period_end.slice(0, 7)}.pdf`,
            contentType: "application/pdf",
            bytes: new Uint8Array(Buffer.from(s.pdf_base64, "base64")),
          },
        };
      }),
  );
}
