/** Spec §2: the full named set of landing-funnel steps. */
export const LANDING_STEPS = [
  "name",
  "email",
  "zip",
  "property-value",
  "mortgage-balance",
  "coborrower",
  "desired-amount",
  "annual-income",
  "monthly-debts",
  "credit-score",
  "property-usage",
  "loan-reason",
  "property",
  "credit-income",
  "has-fbm",
  "contact-information",
  "phone",
  "preview-offer",
  "after-offer",
  "best-offer-summary",
  "mortgage-estimate",
  "is-self-employed",
  "credit-range",
  "pre-offer",
  "mcr",
] as const;
export type LandingStep = (typeof LANDING_STEPS)[number];

const VERSION_A: readonly LandingStep[] = [
  "name",
  "email",
  "property-value",
  "mortgage-estimate",
  "has-fbm",
  "is-self-employed",
  "credit-range",
  "zip",
  "property-usage",
  "credit-score",
  "mortgage-balance",
  "preview-offer",
  "mcr",
];

const numbered = (steps: readonly LandingStep[]) => steps.map((step, i) => ({ number: i + 1, step }));

/** Spec §2: version A has 13 steps; version B is the same without property-usage (12 steps). */
export const LANDING_VERSIONS = {
  A: numbered(VERSION_A),
  B: numbered(VERSION_A.filter((step) => step !== "property-usage")),
} as const;
export type LandingVersion = keyof typeof LANDING_VERSIONS;
