import { statusOrder } from "../funnel/funnel-steps";
import { APPLICATION_STEPS } from "./application-steps";
import { CLOSING_STEPS } from "./closing-steps";

/** Spec §4: `application` (12) is the first status past prequalification. */
const FIRST_APPLICATION_ORDER = statusOrder("application") ?? 12;

/** The statuses after the offer, in the order the applicant meets them (screens, then closing). */
const AFTER_THE_OFFER: readonly string[] = [
  ...new Set([
    ...APPLICATION_STEPS.flatMap((s) => (s.status ? [s.status] : [])),
    ...CLOSING_STEPS.map((s) => s.status),
  ]),
];

/** True for a status of prequalification (the waitlist is one: it is where a prequalification stops). */
export function isPrequalificationStatus(status: string | null | undefined): boolean {
  if (!status || status === "joinWaitlist") return true;
  return (statusOrder(status) ?? 0) < FIRST_APPLICATION_ORDER;
}

/**
 * Where a status lies on the journey: every prequalification status is 0 (there the status follows
 * the answers, which may lead back, decision 020), then the application's screens and the closing
 * steps in their order. Order numbers alone can't say it: Income Verification (22.5) comes before
 * Demographics (20).
 */
function journeyPosition(status: string | null | undefined): number {
  if (isPrequalificationStatus(status)) return 0;
  // A status of the spec's table no screen writes (application2) sits with Personal Info.
  return 1 + Math.max(0, AFTER_THE_OFFER.indexOf(status ?? ""));
}

export const STATUS_MOVES_FORWARD =
  "Your application has already moved past this step, so it can’t go back to it. Contact us if something needs correcting.";

/**
 * Issue 19 (decision 067): once past prequalification, a status never moves back. Only a recorded
 * staff action could take an application back, and none does yet.
 */
export function movesStatusBack(from: string | null | undefined, to: string | null | undefined): boolean {
  return journeyPosition(to) < journeyPosition(from);
}
