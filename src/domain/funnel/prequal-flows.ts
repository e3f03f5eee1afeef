/**
 * Spec §2: a build-time flag selects the new prequalification flow (/prequal) or the old one
 * (/app/initial-setup). Each flow names its entry step and its credit-check step.
 */
export type PrequalFlag = "new" | "old";

export const PREQUAL_FLOW = {
  flag: "new",
  base: "/prequal",
  entry: "/prequal/building-type",
  creditCheck: "/prequal/credit-check",
  steps: [
    "building-type",
    "address",
    "listed-for-sale",
    "new-mortgage",
    "derogatory",
    "credit",
    "coborrower",
    "mortgage-select",
    "debts",
    "preview-offer",
    "credit-check",
  ],
} as const;

export const INITIAL_SETUP_FLOW = {
  flag: "old",
  base: "/app/initial-setup",
  entry: "/app/initial-setup/name",
  creditCheck: "/app/initial-setup/credit-score",
  steps: [
    "name",
    "mcr",
    "property-usage",
    "credit-income",
    "has-fbm",
    "preview-offer",
    "zip",
    "property-value",
    "mortgage-balance",
    "coborrower",
    "credit-score",
    "credit-range",
    "is-self-employed",
    "mortgage-estimate",
    "mcr-account-creation",
  ],
} as const;

export const PREQUAL_FLOWS = { new: PREQUAL_FLOW, old: INITIAL_SETUP_FLOW } as const;

/** The flow the build flag selects; where "signOut" sends the person (spec §4). */
export function prequalFlowFor(flag: PrequalFlag) {
  return PREQUAL_FLOWS[flag];
}
