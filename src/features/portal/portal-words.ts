import type { PortalPermission, PortalRole } from "@/domain/portal/portal-roles";
import type { RouterOutputs } from "./api-types";

/** Roles as people say them (docs/design.md §4). */
export const ROLE_LABELS: Record<PortalRole, string> = {
  admin: "Administrator",
  loanOfficer: "Loan officer",
  viewer: "Viewer",
  lenderAdmin: "Lender administrator",
  pricingAdmin: "Pricing administrator",
  underwriter: "Underwriter",
  processor: "Processor",
  lenderLoanOfficer: "Loan officer (lender)",
  lenderViewer: "Viewer (lender)",
};

/** A loan officer's NMLS ID on the users page (decision 088). */
export const NMLS_WORDS = {
  label: "NMLS ID",
  hint: "The loan officer’s number in the Nationwide Multistate Licensing System, 1 to 12 digits. You can add it later.",
  notGiven: "Not given yet",
} as const;

/** Teams or branches on the users page (decision 088). */
export const TEAM_WORDS = {
  heading: "Teams",
  none: "No teams yet. A team groups people, such as a branch.",
  name: "New team’s name",
  add: "Add the team",
  added: (name: string) => `Team ${name} added.`,
  teamOf: (name: string) => `Team of ${name}`,
  noTeam: "No team",
} as const;

export const STATUS_LABELS: Record<RouterOutputs["portal"]["users"]["users"][number]["status"], string> = {
  invited: "Invited",
  active: "Active",
  deactivated: "Deactivated",
};

/** What each permission lets someone do, completed by where it reaches. */
const PERMISSION_WORDS: Record<PortalPermission, string> = {
  viewPortalHome: "Use the partner portal",
  manageUsers: "Invite and manage users",
  manageOrganisations: "Create partner organisations",
  assignFiles: "Assign files to a loan officer and a processor",
  viewPipeline: "See the pipeline of applications",
  viewLoanFile: "Read the loan files",
  revealSensitiveNumbers: "Reveal full SSNs and account numbers, with a reason",
  messageBorrowers: "Write to borrowers and keep internal notes",
  manageDocuments: "Review and request documents",
  manageConditions: "Write loan conditions",
  reviewConditions: "Review loan conditions: clear, send back, waive or reopen",
  viewReferrals: "See the referral links",
  makeReferralLinks: "Make referral links",
  publishRateSheet: "Publish the rate sheet",
  manageLoanDelivery: "Send applications to the lending system and download their MISMO files",
  decideLoans: "Decide referred and submitted applications",
  moveMilestones: "Move submitted loans through processing, underwriting, closing and funding",
  chooseLendingSystem: "Choose the lending system each partner's applications are sent to",
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

/** "Nov 23, 2026, 10:04 AM". */
export function dateTimeInWords(at: Date): string {
  return DATE_TIME.format(at);
}

/** /portal/organisations (decision 088): the partner organisations and making one, for a lender administrator. */
export const ORGANISATION_WORDS = {
  title: "Organisations",
  homeLink: "Organisations",
  loading: "Loading the organisations…",
  refused: "Your role doesn’t allow managing organisations. Ask a lender administrator.",
  intro:
    "The partner organisations that refer applicants, and the lender’s own. A new partner starts with one administrator, who invites their colleagues.",
  formHeading: "Create a partner organisation",
  name: "Organisation’s name",
  adminEmail: "Their first administrator’s work e-mail",
  adminEmailHint: "We e-mail them a link to join, valid for 72 hours.",
  submit: "Create and invite",
  submitting: "Creating…",
  created: (name: string, email: string) => `${name} created. Invitation sent to ${email}.`,
  listHeading: "Organisations",
  kind: { partner: "Partner", lender: "Lender" },
  activeUsers: (n: number) => (n === 1 ? "1 active user" : `${n} active users`),
  back: "Back to the portal home",
} as const;

/** /portal/referrals (decision 026): making a referral link and the organisation's recent ones. */
export const REFERRAL_WORDS = {
  title: "Referral links",
  homeLink: "Referral links",
  loading: "Loading…",
  intro:
    "Send someone to us with a link that fills in what you already know about them. Each link works once, for 30 days, and their application stays with your organisation.",
  viewerOnly:
    "Your role lets you see your organisation’s referral links. Ask an administrator or a loan officer of your organisation to make one.",
  formHeading: "Make a referral link",
  formHint: "Only the name and e-mail are needed; anything else you know saves them typing it.",
  fields: {
    firstName: "Their first name",
    lastName: "Their last name",
    email: "Their e-mail",
    phone: "Their phone (optional)",
    zip: "ZIP code of the home (optional)",
    estimatedValue: "Estimated home value (optional)",
    mortgageBalanceEstimate: "Mortgage balance (optional)",
  },
  submit: "Make the link",
  submitting: "Making the link…",
  madeHeading: (name: string) => `The link for ${name}`,
  madeHint:
    "Copy it now and send it to them yourself: for their privacy we show it only this once, and it works for one application.",
  linkLabel: (name: string) => `Referral link for ${name}`,
  copy: "Copy the link",
  copied: "Copied",
  copiedStatus: "The link is copied. Paste it into your message to them.",
  copyFailed: "Your browser didn’t let us copy. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.",
  another: "Make another link",
  listHeading: (organisation: string) => `Recent links of ${organisation}`,
  listLoading: "Loading the links…",
  none: "No links yet. The ones your organisation makes appear here.",
  email: "E-mail",
  made: "Made",
  expires: "Expires",
  status: { used: "Used", open: "Not used yet", expired: "Expired" },
  back: "Back to the portal home",
} as const;

/** A link's state: opened by the person (used), past its 30 days (expired), or still waiting. */
export function referralStatus(link: { claimed: boolean; expiresAt: Date }, now: Date) {
  if (link.claimed) return "used" as const;
  return link.expiresAt.getTime() <= now.getTime() ? ("expired" as const) : ("open" as const);
}

/** /portal/rate-sheet (decision 026): the current sheet to edit and publish, and its versions. */
export const RATE_SHEET_WORDS = {
  title: "Rate sheet",
  homeLink: "Rate sheet",
  loading: "Loading the rate sheet…",
  notAllowed:
    "Only the lender’s pricing administrators can see and change the rate sheet. Ask one of them if a rate or rule needs to change.",
  intro:
    "The rates, fees and rules that price every offer. A change is proposed by one pricing administrator and approved by another; from the moment it takes effect it prices new offers, and offers made before keep the version that priced them.",
  current: (version: number, since: Date, by: string | null) =>
    by
      ? `Version ${version} is in force, since ${dateTimeInWords(since)}, proposed by ${by}.`
      : `Version ${version} is in force: the defaults the site put in at its first start.`,
  editHeading: "Propose a change",
  sheetLabel: "Rate sheet (JSON)",
  sheetHint: "Rates, ratios and fees are decimals (0.075 is 7.5%); amounts are whole dollars.",
  problems: (count: number) =>
    count === 1 ? "The sheet has a problem:" : `The sheet has ${count} problems:`,
  wholeSheet: "The sheet",
  noteLabel: "What this version changes",
  noteHint: "Shown in the list of versions, up to 200 characters.",
  effectiveAtLabel: "Takes effect at",
  effectiveAtHint: "Your local time. Leave it empty for as soon as it is approved.",
  propose: "Propose this change",
  proposing: "Proposing…",
  proposed: (version: number) =>
    `Version ${version} is proposed. Another pricing administrator must approve it before it prices anything.`,
  replacesPending: (version: number) => `Proposing replaces the waiting draft, version ${version}.`,
  pendingHeading: (version: number) => `Version ${version} waits for approval`,
  pendingBy: (by: string | null, at: Date) => `Proposed by ${by ?? "the site"} on ${dateTimeInWords(at)}.`,
  pendingEffective: (at: Date) =>
    `Takes effect at ${dateTimeInWords(at)}, or when approved if that is later.`,
  pendingRestores: (version: number) => `It makes version ${version} current again.`,
  changesHeading: (inForce: number) => `What changes against version ${inForce}, in force`,
  noChanges: "No figure changes: the draft is the sheet in force.",
  place: "Place in the sheet",
  before: "Before",
  after: "After",
  absent: "(none)",
  yourOwn: "You proposed this version, so another pricing administrator must approve it.",
  approve: (version: number) => `Approve version ${version}`,
  approving: "Approving…",
  approved: (version: number) => `Version ${version} is approved.`,
  reject: (version: number) => `Reject version ${version}`,
  rejectReasonLabel: "Why it is rejected",
  rejectReasonHint: "Shown to its proposer in the list of versions.",
  rejecting: "Rejecting…",
  rejected: (version: number) => `Version ${version} is rejected.`,
  versionsHeading: "Versions",
  versionsLoading: "Loading the versions…",
  version: (version: number) => `Version ${version}`,
  inUse: "In force",
  statusWords: {
    proposed: "Waiting for approval",
    approved: "Approved",
    rejected: "Rejected",
    withdrawn: "Replaced by a later draft",
  },
  publishedAt: "Proposed",
  by: "By",
  byTheSite: "The site, at its first start",
  decidedBy: "Approved or rejected by",
  takesEffect: "Takes effect",
  reason: "Reason",
  note: "Note",
  rollback: (version: number) => `Make version ${version} current again`,
  rollbackProposed: (version: number, copy: number) =>
    `Version ${copy}, a copy of version ${version}, is proposed. Another pricing administrator must approve it.`,
  back: "Back to the portal home",
} as const;

/** The offer two minutes before the 30-minute idle limit of a staff session (decision 110). */
export const IDLE_TIMEOUT_WORDS = {
  title: "Are you still working?",
  text: (time: string) =>
    `To keep the loan files safe, we will sign you out at ${time} because nothing has happened in the portal for a while. Stay signed in to carry on.`,
  staySignedIn: "Stay signed in",
  signOut: "Sign out",
} as const;
