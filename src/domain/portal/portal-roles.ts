/**
 * Portal roles and what each may do (docs/design.md §4; spec §6 shows none, so these are ours, decision
 * 013). `admin` manages the users of its own organisation; `loanOfficer` works the pipeline,
 * documents and conditions of its own organisation; `viewer` only reads; `lenderAdmin` is the
 * lender's staff and reaches every organisation.
 */
export const PORTAL_ROLES = ["admin", "loanOfficer", "viewer", "lenderAdmin"] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

export const PORTAL_ORGANISATION_KINDS = ["partner", "lender"] as const;
export type PortalOrganisationKind = (typeof PORTAL_ORGANISATION_KINDS)[number];

/** How far a permission reaches: nowhere, the actor's own organisation, or every organisation. */
export type PortalReach = "none" | "own" | "all";

/** Which role may do what, and over which organisations. A new permission is one row here. */
export const PORTAL_PERMISSIONS = {
  viewPortalHome: { admin: "own", loanOfficer: "own", viewer: "own", lenderAdmin: "all" },
  manageUsers: { admin: "own", loanOfficer: "none", viewer: "none", lenderAdmin: "all" },
  viewPipeline: { admin: "own", loanOfficer: "own", viewer: "own", lenderAdmin: "all" },
  /** The whole loan file (issue 22, decision 084): whoever sees the pipeline reads the files in it. */
  viewLoanFile: { admin: "own", loanOfficer: "own", viewer: "own", lenderAdmin: "all" },
  /**
   * A full SSN or account number, with a reason, audited (decision 085): those who take the loan
   * and the lender's staff; an organisation's user administrator or a viewer has no need of it.
   */
  revealSensitiveNumbers: { admin: "none", loanOfficer: "own", viewer: "none", lenderAdmin: "all" },
  /**
   * Secure messages to the borrowers and internal notes on a file (issue 22 item 4, decision 098):
   * those who work the file; reading the thread is `viewLoanFile`.
   */
  messageBorrowers: { admin: "own", loanOfficer: "own", viewer: "none", lenderAdmin: "all" },
  manageDocuments: { admin: "own", loanOfficer: "own", viewer: "none", lenderAdmin: "all" },
  /** Add and write conditions: their text, category, owner and due date (decision 095). */
  manageConditions: { admin: "own", loanOfficer: "own", viewer: "none", lenderAdmin: "all" },
  /**
   * Review conditions (decision 094): clear one, send its file back, waive or reopen it. A row of
   * its own so that a role may write conditions without deciding them; today the same roles.
   */
  reviewConditions: { admin: "own", loanOfficer: "own", viewer: "none", lenderAdmin: "all" },
  /** The organisation's referral links (decision 026): a link always belongs to its maker's organisation. */
  viewReferrals: { admin: "own", loanOfficer: "own", viewer: "own", lenderAdmin: "own" },
  makeReferralLinks: { admin: "own", loanOfficer: "own", viewer: "none", lenderAdmin: "own" },
  /** The rate sheet prices every organisation's applicants: only the lender's staff publish it. */
  publishRateSheet: { admin: "none", loanOfficer: "none", viewer: "none", lenderAdmin: "all" },
  /**
   * Decision 083: the lending system is the lender's; its staff send a file again and download the
   * MISMO file, which carries the borrowers' full SSNs (only they see those).
   */
  manageLoanDelivery: { admin: "none", loanOfficer: "none", viewer: "none", lenderAdmin: "all" },
  /**
   * Issue 22 item 2 (decision 091): underwriting is the lender's; partners refer and work documents
   * but never decide a loan, nor move it towards closing.
   */
  decideLoans: { admin: "none", loanOfficer: "none", viewer: "none", lenderAdmin: "all" },
  moveMilestones: { admin: "none", loanOfficer: "none", viewer: "none", lenderAdmin: "all" },
  /** Issue 21 (decision 105): which lending system a partner's referred applications go to is the lender's. */
  chooseLendingSystem: { admin: "none", loanOfficer: "none", viewer: "none", lenderAdmin: "all" },
} as const satisfies Record<string, Record<PortalRole, PortalReach>>;
export type PortalPermission = keyof typeof PORTAL_PERMISSIONS;

/** A signed-in staff member as the rules see them. */
export interface PortalActor {
  id: string;
  role: PortalRole;
  organisationId: string;
}

/** May `actor` use `permission` on what belongs to `organisationId`? */
export function can(actor: PortalActor, permission: PortalPermission, organisationId: string): boolean {
  const reach: PortalReach = PORTAL_PERMISSIONS[permission][actor.role];
  if (reach === "all") return true;
  return reach === "own" && actor.organisationId === organisationId;
}

/** Does `actor`'s role hold `permission` anywhere at all (before asking over which organisation)? */
export function holds(actor: Pick<PortalActor, "role">, permission: PortalPermission): boolean {
  return PORTAL_PERMISSIONS[permission][actor.role] !== "none";
}

/** The roles that hold `permission` at all: the roles a procedure behind it admits. */
export function rolesHolding(permission: PortalPermission): PortalRole[] {
  return PORTAL_ROLES.filter((role) => PORTAL_PERMISSIONS[permission][role] !== "none");
}

/** An organisation's admin manages its own users; only lenderAdmin reaches other organisations. */
export function canManageUsersOf(actor: PortalActor, organisationId: string): boolean {
  return can(actor, "manageUsers", organisationId);
}

/**
 * May `actor` change, switch off or reset `target`? Only within its reach, and a lender
 * administrator is managed by lender administrators alone, never by a partner's admin.
 */
export function canManageStaffUser(
  actor: PortalActor,
  target: { organisationId: string; role: PortalRole },
): boolean {
  if (!canManageUsersOf(actor, target.organisationId)) return false;
  return target.role !== "lenderAdmin" || actor.role === "lenderAdmin";
}

/** The role that manages an organisation's users: `admin` at a partner, `lenderAdmin` at the lender. */
export const ORGANISATION_ADMIN_ROLE: Record<PortalOrganisationKind, PortalRole> = {
  partner: "admin",
  lender: "lenderAdmin",
};

/** Roles a user of this kind of organisation can hold: lender staff are lenderAdmins, partners' staff are not. */
export function rolesFor(kind: PortalOrganisationKind): readonly PortalRole[] {
  return kind === "lender" ? ["lenderAdmin"] : ["admin", "loanOfficer", "viewer"];
}

/** May `actor` give `role` to a user of an organisation of this kind? Nobody grants more than they hold. */
export function canAssignRole(actor: PortalActor, role: PortalRole, kind: PortalOrganisationKind): boolean {
  if (!rolesFor(kind).includes(role)) return false;
  return role !== "lenderAdmin" || actor.role === "lenderAdmin";
}
