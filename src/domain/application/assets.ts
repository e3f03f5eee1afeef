import { z } from "zod";
import { inputFromParser } from "../format/inputs";
import { parsed, rejected } from "../format/parse-result";
import { amountInput, choiceInput, required, textLineInput } from "../prequal/field-inputs";

/**
 * Form 1003 section 2a "Assets – Bank, Retirement, and Other Accounts You Have": the accounts that
 * fund a mortgage's down payment, closing costs and reserves. Asked for a mortgage only: a HELOC
 * funds nothing at closing.
 */
export const ASSET_ACCOUNT_TYPES = [
  "checking",
  "savings",
  "moneyMarket",
  "certificateOfDeposit",
  "mutualFund",
  "stocks",
  "bonds",
  "retirement",
  "trustAccount",
  "cashValueOfLifeInsurance",
] as const;
export type AssetAccountType = (typeof ASSET_ACCOUNT_TYPES)[number];

export const ASSET_ACCOUNT_TYPE_LABELS: Record<AssetAccountType, string> = {
  checking: "Checking",
  savings: "Savings",
  moneyMarket: "Money market",
  certificateOfDeposit: "Certificate of deposit",
  mutualFund: "Mutual fund",
  stocks: "Stocks",
  bonds: "Bonds",
  retirement: "Retirement (401(k), IRA)",
  trustAccount: "Trust account",
  cashValueOfLifeInsurance: "Cash value of life insurance",
};

const ACCOUNT_NUMBER_REASON = "Enter the account number as it shows on your statement: 4 to 17 digits";

/** US bank account numbers run from 4 to 17 digits; spaces and dashes as printed are dropped. */
export function parseAccountNumber(input: string) {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{4,17}$/.test(digits)) return rejected(ACCOUNT_NUMBER_REASON);
  return parsed(digits);
}

/** An account number shown back: never more than its last four digits (docs/design.md §5). */
export function accountNumberMasked(numberOrLastFour: string): string {
  return `**** ${numberOrLastFour.replace(/\D/g, "").slice(-4)}`;
}

/** The last four digits, the only part of an account number kept in clear. */
export const lastFourOf = (accountNumber: string) => accountNumber.slice(-4);

const optionalAccountNumber = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  inputFromParser(parseAccountNumber).optional(),
);

/**
 * One account. `accountId` names an account saved before: its number is kept encrypted and shown
 * as its last four, so the applicant leaves the number empty to keep it or types a new one. A new
 * account (no id) needs its number.
 */
export const assetAccountInput = z
  .object({
    accountId: z.string().trim().min(1).max(64).optional(),
    institution: required(textLineInput("name of the bank or institution", 80)),
    accountType: choiceInput(ASSET_ACCOUNT_TYPES, "Choose the kind of account"),
    balance: required(amountInput("the balance", { max: 100_000_000 })),
    accountNumber: optionalAccountNumber,
  })
  .superRefine((account, ctx) => {
    if (!account.accountId && account.accountNumber === undefined)
      ctx.addIssue({ code: "custom", path: ["accountNumber"], message: ACCOUNT_NUMBER_REASON });
  });
export type AssetAccountAnswer = z.infer<typeof assetAccountInput>;

/** An account as kept in the section's data: the number itself lives encrypted, apart. */
export type StoredAssetAccount = {
  accountId: string;
  institution: string;
  accountType: AssetAccountType;
  balance: number;
  accountNumberLastFour: string;
};

/** Where an account's number is kept in the section's sensitive map. */
export const accountNumberKey = (accountId: string) => `accountNumber:${accountId}`;

export const MAX_ASSET_ACCOUNTS = 20;

/**
 * A mortgage needs at least one account to show where the down payment and reserves come from; a
 * HELOC takes none. Answers the sentence to show, or null when the accounts fit the product.
 */
export function assetsProblem(product: "heloc" | "mortgage", accountCount: number): string | null {
  if (product === "mortgage" && accountCount === 0)
    return "Add at least one account that pays for the down payment, closing costs or reserves";
  if (product === "heloc" && accountCount > 0)
    return "A home equity line does not ask for bank accounts. Remove them to go on";
  return null;
}

/** The total of the accounts' balances: what the lender sees as funds to close and reserves. */
export const totalAssets = (accounts: readonly { balance: number }[]) =>
  accounts.reduce((sum, a) => sum + a.balance, 0);
