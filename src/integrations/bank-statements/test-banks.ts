/**
 * Sandbox test banks (docs/architecture.md), chosen by a word in the institution name the
 * applicant connects on /app/bank-statement, case ignored.
 */
export type TestBank = "outage" | "empty" | "statements";

export function testBankFor(institution: string): TestBank {
  const name = institution.toLowerCase();
  if (name.includes("outage")) return "outage";
  if (name.includes("empty")) return "empty";
  return "statements";
}
