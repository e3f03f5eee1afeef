/**
 * Sandbox test carriers (docs/architecture.md), chosen by a word in the carrier name the applicant
 * links, case ignored: "Decline" finds no policy, "Outage" does not answer, any other holds a
 * homeowners policy for the subject property and its mortgage statement.
 */
export type TestCarrier = "outage" | "noPolicy" | "policy";

export function testCarrierFor(carrier: string): TestCarrier {
  const name = carrier.toLowerCase();
  if (name.includes("outage")) return "outage";
  if (name.includes("decline")) return "noPolicy";
  return "policy";
}
