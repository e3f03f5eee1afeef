import type { DecisionOutcome } from "./automated-decision";

/** The status tracker's milestones, in the order they pass (issue 11; the loan's own, decision 092). */
export const MILESTONES = [
  "applicationTaken",
  "disclosuresSigned",
  "identityVerified",
  "documentsIn",
  "submitted",
  "decision",
  // The loan's milestones in the lender's hands (decision 092), as staff or the lending system move them.
  "processing",
  "underwriting",
  "conditionallyApproved",
  "clearToClose",
  "closing",
  /** Set when the loan's "funded" milestone is recorded. */
  "funds",
] as const;
export type Milestone = (typeof MILESTONES)[number];

/** The status each milestone passes when the application leaves it (spec §4 closing statuses). */
export const MILESTONE_LEAVING_STATUS: Partial<Record<Milestone, string>> = {
  disclosuresSigned: "disclosures",
  identityVerified: "identityVerification",
  documentsIn: "incomeDocs",
};

/** What happens next after each outcome, in plain words for the tracker and the e-mail. */
export const OUTCOME_WORDS: Record<DecisionOutcome, { headline: string; next: string }> = {
  approved: {
    headline: "Your application is approved.",
    next: "We’ll prepare your closing documents and contact you to schedule the signing. Your funds are sent after closing.",
  },
  conditionallyApproved: {
    headline: "Your application is approved, with a few things still needed.",
    next: "Send us what is listed under “What we still need”. Once it is in and checked, we’ll prepare your closing documents.",
  },
  referred: {
    headline: "A loan officer is reviewing your application.",
    next: "A loan officer will contact you within two business days to go over your application.",
  },
  counteroffer: {
    headline: "We can offer you a loan on different terms.",
    next: "A loan officer will contact you to go over the terms we can offer. Nothing changes until you agree to them.",
  },
  declined: {
    headline: "We can’t approve your application.",
    next: "Read the notice below for the reasons and what you can do. You can download it to keep.",
  },
};
