/**
 * Where a condition stands and who moves it (issue 22 item 3, decision 094). The applicant's file
 * or answer never clears a condition: a file moves a document condition to "received", and staff
 * clear it, send the file back with a reason (which opens the need again) or waive it with a
 * reason; a cleared or waived condition may be opened again with a reason.
 */
export const CONDITION_STATUSES = ["open", "received", "cleared", "waived"] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

/** When the condition must be met, in the lender's words (decision 095). */
export const CONDITION_CATEGORIES = ["priorToApproval", "priorToDocuments", "priorToFunding"] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

/** Who must act on it: one of the borrowers (they see it), or the loan team (the applicant does not). */
export const CONDITION_OWNERS = ["borrower", "coborrower", "loanTeam"] as const;
export type ConditionOwner = (typeof CONDITION_OWNERS)[number];

/** Why a file is sent back (decision 096); the applicant's checklist says each in plain words. */
export const SEND_BACK_REASONS = [
  "unreadable",
  "wrongDocument",
  "incomplete",
  "expired",
  "wrongPerson",
  "other",
] as const;
export type SendBackReason = (typeof SEND_BACK_REASONS)[number];
/** The list's words for staff (the timeline, the reviewer's choice); the applicant reads kinder ones. */
export const SEND_BACK_REASON_LABELS: Record<SendBackReason, string> = {
  unreadable: "Unreadable",
  wrongDocument: "Wrong document",
  incomplete: "Incomplete",
  expired: "Expired",
  wrongPerson: "Wrong person",
  other: "Other",
};

/** What happens to a condition, and who makes it happen. */
export type ConditionEvent =
  | "fileReceived" // the applicant's upload for it (or a checklist upload it asks for)
  | "fileRemoved" // the applicant took back the file waiting for review: nothing left to review
  | "clear" // staff: met
  | "sendBack" // staff: the file does not meet it; the need opens again
  | "waive" // staff: no longer needed, with a reason
  | "reopen" // staff: a cleared or waived one is needed again, with a reason
  | "edit"; // staff: its text, category, owner or due date

const MOVES: Record<ConditionEvent, Partial<Record<ConditionStatus, ConditionStatus>>> = {
  fileReceived: { open: "received", received: "received" },
  fileRemoved: { received: "open" },
  clear: { open: "cleared", received: "cleared" },
  sendBack: { received: "open" },
  waive: { open: "waived", received: "waived" },
  reopen: { cleared: "open", waived: "open" },
  edit: { open: "open", received: "received" },
};

const STATUS_WORDS: Record<ConditionStatus, string> = {
  open: "open",
  received: "received and waiting for review",
  cleared: "cleared",
  waived: "waived",
};

const REFUSALS: Record<ConditionEvent, string> = {
  fileReceived: "This request for a document is no longer open.",
  fileRemoved: "Only a condition with a file waiting for review loses it.",
  clear: "Only an open or received condition can be cleared.",
  sendBack: "Only a condition with a file waiting for review can have its file sent back.",
  waive: "Only an open or received condition can be waived.",
  reopen: "Only a cleared or waived condition can be opened again.",
  edit: "A cleared or waived condition can't be changed: open it again first.",
};

export type ConditionMove = { ok: true; to: ConditionStatus } | { ok: false; sentence: string };

/** The status `event` leads to from `from`, or the sentence saying why it cannot happen. */
export function moveCondition(from: ConditionStatus, event: ConditionEvent): ConditionMove {
  const to = MOVES[event][from];
  if (to) return { ok: true, to };
  return {
    ok: false,
    sentence: `This condition is ${STATUS_WORDS[from]}. ${REFUSALS[event]} Reload the page to see where it stands.`,
  };
}

/**
 * Still asking for something: what the pipeline counts as open and what can fall past due (an
 * outstanding condition due before today, the database's calendar day as for days in status,
 * decision 087; one due today is not late yet).
 */
export const OUTSTANDING_CONDITION_STATUSES = [
  "open",
  "received",
] as const satisfies readonly ConditionStatus[];

/** A file stops being changed by staff once the application was declined (the decline ends it). */
export function conditionsChangeable(application: {
  declined: boolean;
}): { ok: true } | { ok: false; sentence: string } {
  return application.declined
    ? { ok: false, sentence: "This application was declined, so its conditions can no longer change." }
    : { ok: true };
}

/** The same staff member's edit carries the version they read; another's change since is a conflict. */
export const STALE_CONDITION =
  "Someone else changed this condition since you opened it. Reload the page to see their change, then try again.";
