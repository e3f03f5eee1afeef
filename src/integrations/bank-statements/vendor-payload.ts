/**
 * What a bank-data vendor answers for statements (shaped like the common ones: the institution,
 * each account with its mask and subtype, and per account its monthly statements with the PDF
 * inline as base64). The sandbox builds this same payload, so the transform runs on every call.
 */
export type VendorStatement = {
  statement_id: string;
  /** YYYY-MM-DD */
  period_start: string;
  /** YYYY-MM-DD */
  period_end: string;
  ending_balance_cents: number;
  pdf_base64: string;
};

export type VendorAccount = {
  account_id: string;
  /** The account number's last digits as the bank shows them (2 to 4). */
  mask: string;
  subtype: "checking" | "savings" | "money market" | "cd";
  statements: VendorStatement[];
};

export type VendorStatementsResponse = {
  institution: { name: string };
  accounts: VendorAccount[];
};
