import { describe, expect, it } from "vitest";
import { accountNumberMasked, assetAccountInput, parseAccountNumber, totalAssets } from "./assets";

const account = {
  institution: "First Credit Union",
  accountType: "savings",
  balance: "$12,500",
  accountNumber: "0012-3456-789",
};

describe("asset accounts (Form 1003 section 2a, mortgage only)", () => {
  it("reads an account number as printed, dropping spaces and dashes", () => {
    expect(parseAccountNumber("0012-3456 789")).toEqual({ ok: true, value: "00123456789" });
  });

  it("refuses an account number shorter than 4 or longer than 17 digits, or with letters", () => {
    for (const n of ["123", "123456789012345678", "12AB5678"])
      expect(parseAccountNumber(n)).toEqual({
        ok: false,
        reason: "Enter the account number as it shows on your statement: 4 to 17 digits",
      });
  });

  it("shows an account number back as its last four digits only (docs/design.md §5)", () => {
    expect(accountNumberMasked("00123456789")).toBe("**** 6789");
    expect(accountNumberMasked("6789")).toBe("**** 6789");
  });

  it("accepts a new account with its institution, kind, balance and number", () => {
    const result = assetAccountInput.safeParse(account);
    expect(result.data).toEqual({
      institution: "First Credit Union",
      accountType: "savings",
      balance: 12_500,
      accountNumber: "00123456789",
    });
  });

  it("needs the number of a new account", () => {
    const result = assetAccountInput.safeParse({ ...account, accountNumber: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Enter the account number as it shows on your statement: 4 to 17 digits",
    ]);
  });

  it("keeps the stored number of a saved account when none is typed", () => {
    const result = assetAccountInput.safeParse({ ...account, accountId: "acct-1", accountNumber: "" });
    expect(result.success).toBe(true);
    expect(result.data?.accountNumber).toBeUndefined();
  });

  it("asks for the kind of account and the institution", () => {
    const result = assetAccountInput.safeParse({ ...account, accountType: "crypto", institution: "" });
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([
      "Choose the kind of account",
      "Enter the name of the bank or institution",
    ]);
  });

  it("totals the balances", () => expect(totalAssets([{ balance: 100 }, { balance: 250 }])).toBe(350));
});
