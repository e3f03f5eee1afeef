import { type PrequalFlag, prequalFlowFor } from "./prequal-flows";
import { DEFAULT_RETURNING_SCREEN, hasScreenForStatus, screenForStatus } from "./screen-for-status";

/** Where a person whose state the lender does not serve waits to hear from us (status joinWaitlist). */
export const WAITLIST_SCREEN = "/prequal/waitlist";

/** What decides where an applicant's application stands, whatever screen asks. */
export type ApplicationStanding = {
  /** The flow the application was started in (its screens), not the build flag's. */
  flow: PrequalFlag;
  status: string | null | undefined;
  /** The ineligible screen of a declined application (its notice's first reason); null when not declined. */
  declinedTo: string | null;
};

/**
 * Where an application that has left the journey stands: its ineligible screen once declined, the
 * waitlist while its state is not served; null while it goes on. The funnel's `journey.next` and
 * the returning applicant's screen both start here.
 */
export function settledScreen(app: ApplicationStanding): string | null {
  if (app.declinedTo) return app.declinedTo;
  if (app.status === "joinWaitlist") return WAITLIST_SCREEN;
  return null;
}

/**
 * Spec §4 "Status to screen for returning users": where a signed-in applicant arriving at sign-in
 * or at the area's landing goes. No application: the entry of the flow the build flag selects.
 * A declined or waitlisted one: its outcome. A status with a screen: `screenForStatus` (prequal
 * statuses to /prequal, the old flow's to /app/initial-setup, the application's to
 * /app/application). Any other status: spec §4's property-value for the old flow; for the new flow,
 * whose only such status is none at all, its entry (decision 036).
 */
export function returningScreen(flag: PrequalFlag, app: ApplicationStanding | null): string {
  if (!app) return prequalFlowFor(flag).entry;
  const settled = settledScreen(app);
  if (settled) return settled;
  if (hasScreenForStatus(app.status)) return screenForStatus(app.status);
  return app.flow === "new" ? prequalFlowFor("new").entry : DEFAULT_RETURNING_SCREEN;
}
