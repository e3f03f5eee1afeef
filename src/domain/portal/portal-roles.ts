/**
 * Portal roles and what each may do (docs/design.md §4; spec §6 shows none, so these are ours,
 * decisions 013 and 088). A partner organisation's `admin` manages its users; its `loanOfficer`
 * works the pipeline, documents and conditions of its own organisation; its `viewer` only reads.
 * The lender's staff reach every organisation: `lenderAdmin` runs the portal (users, organisations,
 * assignment), `pricingAdmin` publishes the rate sheet and nothing else, `underwriter` reads every
 * file and works its documents and conditions, `processor` works the files through to the lending
 * system, `lenderLoanOfficer` originates (referral links, the files), `lenderViewer` only reads.
 */
export const PARTNER_ROLES = ["admin", "loanOfficer", "viewer"] as const;
export const LENDER_ROLES = [
  "lenderAdmin",
  "pricingAdmin",
  "underwriter",
  "processor",
  "lenderLoanOfficer",
  "lenderViewer",
] as const;
export const PORTAL_ROLES = [...PARTNER_ROLES, ...LENDER_ROLES] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

export const PORTAL_ORGANISATION_KINDS = ["partner", "lender"] as const;
export type PortalOrganisationKind = (typeof PORTAL_ORGANISATION_KINDS)[number];

/** How far a permission reaches: nowhere, the actor's own organisation, or every organisation. */
export type PortalReach = "none" | "own" | "all";

/** Which role may do what, and over which organisations. A new permission is one row here. */
export const PORTAL_PERMISSIONS = {
  viewPortalHome: {
    admin: "own",
    loanOfficer: "own",
    viewer: "own",
    lenderAdmin: "all",
    pricingAdmin: "own",
    underwriter: "all",
    processor: "all",
    lenderLoanOfficer: "all",
    lenderViewer: "all",
  },
  manageUsers: {
    admin: "own",
    loanOfficer: "none",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "none",
    processor: "none",
    lenderLoanOfficer: "none",
    lenderViewer: "none",
  },
  /** Decision 088: only a lender administrator makes a partner organisation (with its first admin). */
  manageOrganisations: {
    admin: "none",
    loanOfficer: "none",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "none",
    processor: "none",
    lenderLoanOfficer: "none",
    lenderViewer: "none",
  },
  /** The lender's staff who work files see every organisation's; a pricing administrator prices, it reads no file. */
  viewPipeline: {
    admin: "own",
    loanOfficer: "own",
    viewer: "own",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "all",
    processor: "all",
    lenderLoanOfficer: "all",
    lenderViewer: "all",
  },
  /** The whole loan file (issue 22, decision 084): whoever sees the pipeline reads the files in it. */
  viewLoanFile: {
    admin: "own",
    loanOfficer: "own",
    viewer: "own",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "all",
    processor: "all",
    lenderLoanOfficer: "all",
    lenderViewer: "all",
  },
  /**
   * A full SSN or account number, with a reason, audited (decision 085): those who take, process and
   * underwrite the loan; an organisation's user administrator or a viewer has no need of it.
   */
  revealSensitiveNumbers: {
    admin: "none",
    loanOfficer: "own",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "all",
    processor: "all",
    lenderLoanOfficer: "all",
    lenderViewer: "none",
  },
  /**
   * Secure messages to the borrowers and internal notes on a file (issue 22 item 4, decision 098):
   * those who work the file (a processor and the lender's loan officers, not the underwriter, who
   * decides); reading the thread is `viewLoanFile`.
   */
  messageBorrowers: {
    admin: "own",
    loanOfficer: "own",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "none",
    processor: "all",
    lenderLoanOfficer: "all",
    lenderViewer: "none",
  },
  manageDocuments: {
    admin: "own",
    loanOfficer: "own",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "all",
    processor: "all",
    lenderLoanOfficer: "all",
    lenderViewer: "none",
  },
  /** Add and write conditions: their text, category, owner and due date (decision 095). */
  manageConditions: {
    admin: "own",
    loanOfficer: "own",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "all",
    processor: "all",
    lenderLoanOfficer: "all",
    lenderViewer: "none",
  },
  /**
   * Review conditions (decision 094): clear one, send its file back, waive or reopen it. A row of
   * its own so that a role may write conditions without deciding them: the lender's loan officers
   * write them, its underwriters and processors review them.
   */
  reviewConditions: {
    admin: "own",
    loanOfficer: "own",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "all",
    processor: "all",
    lenderLoanOfficer: "none",
    lenderViewer: "none",
  },
  /**
   * Decision 089: who works a file (its loan officer and processor). An organisation's admin assigns
   * its own loan officers to its own files; a lender administrator assigns on every file.
   */
  assignFiles: {
    admin: "own",
    loanOfficer: "none",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "none",
    processor: "none",
    lenderLoanOfficer: "none",
    lenderViewer: "none",
  },
  /** The organisation's referral links (decision 026): a link always belongs to its maker's organisation. */
  viewReferrals: {
    admin: "own",
    loanOfficer: "own",
    viewer: "own",
    lenderAdmin: "own",
    pricingAdmin: "none",
    underwriter: "none",
    processor: "none",
    lenderLoanOfficer: "own",
    lenderViewer: "own",
  },
  makeReferralLinks: {
    admin: "own",
    loanOfficer: "own",
    viewer: "none",
    lenderAdmin: "own",
    pricingAdmin: "none",
    underwriter: "none",
    processor: "none",
    lenderLoanOfficer: "own",
    lenderViewer: "none",
  },
  /** The rate sheet prices every organisation's applicants: the lender's administrators publish it. */
  publishRateSheet: {
    admin: "none",
    loanOfficer: "none",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "all",
    underwriter: "none",
    processor: "none",
    lenderLoanOfficer: "none",
    lenderViewer: "none",
  },
  /**
   * Decision 083: the lending system is the lender's; its administrators and processors send a file
   * again and download the MISMO file, which carries the borrowers' full SSNs.
   */
  manageLoanDelivery: {
    admin: "none",
    loanOfficer: "none",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "none",
    processor: "all",
    lenderLoanOfficer: "none",
    lenderViewer: "none",
  },
  /**
   * Issue 22 item 2 (decision 091): underwriting is the lender's; partners refer and work documents
   * but never decide a loan, nor move it towards closing. Underwriters decide; processors and
   * underwriters move a file through its milestones.
   */
  decideLoans: {
    admin: "none",
    loanOfficer: "none",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "all",
    processor: "none",
    lenderLoanOfficer: "none",
    lenderViewer: "none",
  },
  moveMilestones: {
    admin: "none",
    loanOfficer: "none",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "all",
    processor: "all",
    lenderLoanOfficer: "none",
    lenderViewer: "none",
  },
  /** Issue 21 (decision 105): which lending system a partner's referred applications go to is the lender's. */
  chooseLendingSystem: {
    admin: "none",
    loanOfficer: "none",
    viewer: "none",
    lenderAdmin: "all",
    pricingAdmin: "none",
    underwriter: "none",
    processor: "none",
    lenderLoanOfficer: "none",
    lenderViewer: "none",
  },
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

/** Is this one of the lender's own staff roles? */
export function isLenderRole(role: PortalRole): boolean {
  return (LENDER_ROLES as readonly PortalRole[]).includes(role);
}

/**
 * May `actor` change, switch off or reset `target`? Only within its reach, and the lender's staff
 * are managed by lender administrators alone, never by a partner's admin.
 */
export function canManageStaffUser(
  actor: PortalActor,
  target: { organisationId: string; role: PortalRole },
): boolean {
  if (!canManageUsersOf(actor, target.organisationId)) return false;
  return !isLenderRole(target.role) || actor.role === "lenderAdmin";
}

/** The role that manages an organisation's users: `admin` at a partner, `lenderAdmin` at the lender. */
export const ORGANISATION_ADMIN_ROLE: Record<PortalOrganisationKind, PortalRole> = {
  partner: "admin",
  lender: "lenderAdmin",
};

/** Roles a user of this kind of organisation can hold: the lender's roles at the lender, the partners' elsewhere. */
export function rolesFor(kind: PortalOrganisationKind): readonly PortalRole[] {
  return kind === "lender" ? LENDER_ROLES : PARTNER_ROLES;
}

/** May `actor` give `role` to a user of an organisation of this kind? Nobody grants more than they hold. */
export function canAssignRole(actor: PortalActor, role: PortalRole, kind: PortalOrganisationKind): boolean {
  if (!rolesFor(kind).includes(role)) return false;
  return !isLenderRole(role) || actor.role === "lenderAdmin";
}

/** The roles that originate loans and carry an NMLS ID (decision 088). */
export const LOAN_OFFICER_ROLES = [
  "loanOfficer",
  "lenderLoanOfficer",
] as const satisfies readonly PortalRole[];

export function isLoanOfficer(role: PortalRole): boolean {
  return (LOAN_OFFICER_ROLES as readonly PortalRole[]).includes(role);
}

/**
 * The NMLS ID a user keeps after an invitation or a role change (decision 088): a loan officer's,
 * the one given or else the one they had; nobody else keeps one.
 */
export function nmlsIdFor(role: PortalRole, given: string | undefined, had: string | null): string | null {
  if (!isLoanOfficer(role)) return null;
  return given ?? had;
}
