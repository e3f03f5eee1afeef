/**
 * Sandbox identity outcomes (docs/architecture.md), chosen by a word in the applicant's last name,
 * case ignored: "Fraud" fails, "Review" needs a person's review, anything else passes.
 */
export type TestIdentity = "fail" | "review" | "pass";

export function testIdentityFor(lastName: string): TestIdentity {
  const name = lastName.toLowerCase();
  if (name.includes("fraud")) return "fail";
  if (name.includes("review")) return "review";
  return "pass";
}
