import type { ApplicationStatus } from "../funnel/funnel-steps";
import { screenForStatus } from "../funnel/screen-for-status";

/**
 * Spec §4's closing steps after the application summary, in order: disclosures 22 ("E-sign HECA"),
 * identityVerification 23, incomeDocs 24, loanDisbursement 25, applicationSubmitted 26. `built`
 * says whether this product has the step's screen yet: building one is setting its flag here
 * (decision 038). A step whose screen is not built is skipped altogether: the status never names
 * it, so a returning applicant is never sent to a screen that does not exist (spec §4 routes by
 * status).
 */
export const CLOSING_STEPS = [
  { status: "disclosures", built: true },
  { status: "identityVerification", built: true },
  { status: "incomeDocs", built: true },
  { status: "loanDisbursement", built: true },
  { status: "applicationSubmitted", built: true },
] as const satisfies readonly { status: ApplicationStatus; built: boolean }[];

export type ClosingStatus = (typeof CLOSING_STEPS)[number]["status"];
type ClosingSteps = readonly { status: ClosingStatus; built: boolean }[];

/** Where a closing step is (spec §4's status-to-screen table). */
export const closingScreen = (status: ClosingStatus) => screenForStatus(status);

/**
 * What follows a finished closing step: the first later step in spec §4's order whose screen is
 * built, its status and its screen; nulls when none is built yet (the status stays and the screen
 * says what happens next).
 */
export function closingStepAfter(
  status: ClosingStatus,
  steps: ClosingSteps = CLOSING_STEPS,
): { status: ClosingStatus | null; next: string | null } {
  const index = steps.findIndex((step) => step.status === status);
  const following = steps.slice(index + 1).find((step) => step.built);
  return following
    ? { status: following.status, next: closingScreen(following.status) }
    : { status: null, next: null };
}

/**
 * Where the applicant goes once they confirm the application summary (issue 11): the first
 * closing step, disclosures, at /app/application/sign.
 */
export function afterApplicationCompleted(): { status: ClosingStatus; next: string } {
  const [first] = CLOSING_STEPS;
  return { status: first.status, next: closingScreen(first.status) };
}

/** True for a status at or past `step` in the closing order (the status moves forward only). */
export function isAtOrPast(status: string | null, step: ClosingStatus): boolean {
  const at = CLOSING_STEPS.findIndex((s) => s.status === status);
  return at >= CLOSING_STEPS.findIndex((s) => s.status === step);
}
