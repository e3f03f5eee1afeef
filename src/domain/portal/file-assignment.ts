import { z } from "zod";
import { PORTAL_PERMISSIONS, type PortalActor, type PortalRole } from "./portal-roles";

/**
 * Who works a file (issue 22 item 6, decision 089): its loan officer and its processor. The loan
 * file's form and portal.assignment.* validate with these same schemas (STYLE.md).
 */
const applicationId = z.uuid({ message: "Reload the page: we could not tell which applicant this is" });

export const fileAssignmentInput = z.object({ applicationId });

/** Both slots at once, each a person or nobody (null): what the form shows is what is saved. */
export const assignFileInput = z.object({
  applicationId,
  loanOfficerId: z.uuid({ message: "Choose a loan officer from the list." }).nullable(),
  processorId: z.uuid({ message: "Choose a processor from the list." }).nullable(),
});
export type AssignFileRequest = z.infer<typeof assignFileInput>;

export type AssignmentSlot = "loanOfficer" | "processor";

/** A portal user as the assignment rules see them. */
export interface AssignmentCandidate {
  role: PortalRole;
  organisationId: string;
  status: "invited" | "active" | "deactivated";
}

/**
 * May `candidate` fill `slot` on a file of `fileOrganisationId` (null: nobody referred it)? A
 * loan officer is an active loan officer of the file's own organisation or one of the lender's;
 * a processor is one of the lender's active processors (partners have none).
 */
export function fitsSlot(
  candidate: AssignmentCandidate,
  slot: AssignmentSlot,
  fileOrganisationId: string | null,
): boolean {
  if (candidate.status !== "active") return false;
  if (slot === "processor") return candidate.role === "processor";
  if (candidate.role === "lenderLoanOfficer") return true;
  return candidate.role === "loanOfficer" && candidate.organisationId === fileOrganisationId;
}

/**
 * Is `candidate` within what `actor` may assign? A lender administrator reaches everyone; an
 * organisation's admin its own colleagues only, and never the lender's staff.
 */
export function inAssignersReach(actor: PortalActor, candidate: AssignmentCandidate): boolean {
  const reach = PORTAL_PERMISSIONS.assignFiles[actor.role];
  return reach === "all" || (reach === "own" && candidate.organisationId === actor.organisationId);
}

/** Processing is the lender's work: only those who assign on every file choose a file's processor. */
export function mayAssignProcessor(actor: PortalActor): boolean {
  return PORTAL_PERMISSIONS.assignFiles[actor.role] === "all";
}
