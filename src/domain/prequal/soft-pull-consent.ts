import type { PrequalFlag } from "../funnel/prequal-flows";

/**
 * The words each soft-pull consent is given in (FCRA permissible purpose): the message-catalogue
 * key that holds them and their version. A change of words is a new version, so each stored
 * consent says which words the person agreed to (decision 036); the catalogue's test holds each
 * version's fingerprint and fails when the words change without one.
 */
export const SOFT_PULL_CONSENT_WORDINGS = {
  newFlowBorrower: { key: "prequal.credit.consent", version: "2026-11-24" },
  newFlowCoborrower: { key: "prequal.coborrower.consent", version: "2026-11-24" },
  oldFlowBorrower: { key: "initialSetup.creditScore.consent", version: "2026-11-24" },
  oldFlowCoborrower: { key: "initialSetup.coborrower.consent", version: "2026-11-24" },
} as const;

export type SoftPullConsentWording = keyof typeof SOFT_PULL_CONSENT_WORDINGS;
export type ConsentingPerson = "borrower" | "coborrower";

/** The words a person consented in, by the flow whose screen asked and whose credit it is. */
export function softPullConsentWording(flow: PrequalFlag, who: ConsentingPerson): SoftPullConsentWording {
  if (flow === "new") return who === "borrower" ? "newFlowBorrower" : "newFlowCoborrower";
  return who === "borrower" ? "oldFlowBorrower" : "oldFlowCoborrower";
}
