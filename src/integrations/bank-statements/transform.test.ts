import { describe, expect, it } from "vitest";
import { bankStatementsFromVendor } from "./transform";
import type { VendorStatementsResponse } from "./vendor-payload";

const pdf = Buffer.from("%PDF-1.7 test").toString("base64");
const account: VendorStatementsResponse["accounts"][number] = {
  account_id: "AC-1",
  mask: "xx0042",
  subtype: "checking",
  statements: [
    {
      statement_id: "S1",
      period_start: "2026-08-01",
      period_end: "2026-08-31",
      ending_balance_cents: 123_456,
      pdf_base64: pdf,
    },
    {
      statement_id: "S2",
      period_start: "2026-09-01",
      period_end: "2026-09-30",
      ending_balance_cents: 99,
      pdf_base64: pdf,
    },
  ],
};
const response: VendorStatementsResponse = {
  institution: { name: "First Harbor Bank" },
  accounts: [account],
};

describe("bank statements transform", () => {
  it("reads each statement newest first, with its period in UTC, dollars from cents and the PDF's bytes", () => {
    const [newest, older] = bankStatementsFromVendor(response) ?? [];
    expect(newest).toMatchObject({
      accountLastFour: "0042",
      institution: "First Harbor Bank",
      periodStart: new Date("2026-09-01T00:00:00Z"),
      periodEnd: new Date("2026-09-30T00:00:00Z"),
      endingBalance: 0.99,
    });
    expect(older?.endingBalance).toBe(1234.56);
    expect(new TextDecoder().decode(newest?.file.bytes)).toBe("%PDF-1.7 test");
    expect(newest?.file).toMatchObject({
      name: "First Harbor Bank checking 0042 statement 2026-09.pdf",
      contentType: "application/pdf",
    });
  });

  it("keeps only the last four digits of the account's mask", () => {
    const long = { ...response, accounts: [{ ...account, mask: "123456789" }] };
    expect(bankStatementsFromVendor(long)?.[0]?.accountLastFour).toBe("6789");
  });

  it("answers null when the bank holds no account of the person", () => {
    expect(bankStatementsFromVendor({ institution: { name: "X" }, accounts: [] })).toBeNull();
  });
});
