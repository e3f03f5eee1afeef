import type { PortalPermission, PortalRole } from "@/domain/portal/portal-roles";
import type { RouterOutputs } from "./api-types";

/** Roles as people say them (DESIGN.md §4). */
export const ROLE_LABELS: Record<PortalRole, string> = {
  admin: "Administrator",
  loanOfficer: "Loan officer",
  viewer: "Viewer",
  lenderAdmin: "Lender administrator",
};

export const STATUS_LABELS: Record<RouterOutputs["portal"]["users"]["users"][number]["status"], string> = {
  invited: "Invited",
  active: "Active",
  deactivated: "Deactivated",
};

/** What each permission lets someone do, completed by where it reaches. */
const PERMISSION_WORDS: Record<PortalPermission, string> = {
  viewPortalHome: "Use the partner portal",
  manageUsers: "Invite and manage users",
  viewPipeline: "See the pipeline of applications",
  manageDocuments: "Review and request documents",
  manageConditions: "Manage loan conditions",
};

/** "See the pipeline of applications of Demo Credit Union", or "… of every organisation". */
export function permissionInWords(
  permission: PortalPermission,
  reach: "own" | "all",
  organisationName: string,
): string {
  const where = reach === "all" ? "every organisation" : organisationName;
  return `${PERMISSION_WORDS[permission]} for ${where}`;
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function lastSignInInWords(at: Date | null): string {
  return at ? DATE_TIME.format(at) : "Never";
}

/** "Dana Reyes", or the e-mail of someone invited who has not given a name yet. */
export function nameOf(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
