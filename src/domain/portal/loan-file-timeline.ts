import { SEND_BACK_REASON_LABELS, type SendBackReason } from "../conditions/condition-states";
import { DECISION_OUTCOMES } from "../decisions/automated-decision";
import { DECISION_OUTCOME_LABELS } from "../decisions/human-decision";
import { documentType } from "../documents/document-types";
import { formatMoney } from "../format/money";
import { PIPELINE_STAGE_LABELS, pipelineStage } from "./pipeline-stage";

/**
 * The loan file's timeline (issue 22 item 1, decision 084): each audit record of the application
 * and its files, and each file filed (the documents table records every upload and connection,
 * with who filed it), in words a loan officer reads. The audit table is the one record of what happened
 * (docs/design.md §5); an action without words of its own is still shown, by its name.
 */
export type AuditRecord = {
  /** Unique within the timeline: `audit:<n>` for an audit record, `document:<id>` for a file filed. */
  id: string;
  occurredAt: Date;
  actor: string;
  action: string;
  details: Record<string, unknown>;
};

export type TimelineEntry = { id: string; at: Date; who: string; what: string };

const text = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : null);
const documentWords = (type: unknown) => {
  const key = text(type);
  return key ? (documentType(key)?.label ?? key) : "a document";
};
const outcomeWords = (v: unknown) => {
  const outcome = DECISION_OUTCOMES.find((o) => o === v);
  return outcome ? DECISION_OUTCOME_LABELS[outcome] : null;
};
/** A staff member's reason, quoted after what they did: plain text, shown as text. */
const withReason = (what: string, reason: unknown) => (text(reason) ? `${what}: “${text(reason)}”` : what);
const reasonWords = (reason: unknown) => {
  const key = text(reason);
  return key && key in SEND_BACK_REASON_LABELS ? SEND_BACK_REASON_LABELS[key as SendBackReason] : "a reason";
};
const FIELD_WORDS: Record<string, string> = {
  text: "its text",
  category: "when it is needed",
  owner: "who acts",
  dueOn: "its due date",
};
const changedWords = (changed: unknown) =>
  Array.isArray(changed) && changed.length > 0
    ? changed.map((k) => FIELD_WORDS[String(k)] ?? String(k)).join(", ")
    : "nothing";
const stageWords = (status: unknown) => PIPELINE_STAGE_LABELS[pipelineStage(text(status), false)];

const WORDS: Record<string, (d: Record<string, unknown>) => string> = {
  "application.statusChanged": (d) =>
    stageWords(d.from) === stageWords(d.to)
      ? `Moved on within “${stageWords(d.to)}” (${text(d.from) ?? "start"} → ${text(d.to) ?? "?"})`
      : `Moved from “${stageWords(d.from)}” to “${stageWords(d.to)}”`,
  "application.completed": () => "Confirmed the application summary",
  "application.decided": (d) => {
    const words = `Decision recorded: ${outcomeWords(d.outcome) ?? "made"}`;
    // A person's decision replaces the one before it (decision 091) and says so.
    const replaced = outcomeWords(d.superseded);
    return replaced ? `${words}, replacing “${replaced}”` : words;
  },
  "application.declined": () => "Declined: the adverse-action notice was given",
  "application.loanMilestone": (d) => `Milestone reached: ${text(d.label) ?? text(d.to) ?? "?"}`,
  "application.offerRepriced": () => "The offer was priced again",
  "prequal.offerAccepted": () => "Accepted the offer",
  "prequal.creditPulled": () => "Credit pulled (soft)",
  "prequal.softPullConsented": () => "Consented to the soft credit pull",
  "prequal.declined": () => "Declined at prequalification",
  "document.uploaded": (d) => `Uploaded ${documentWords(d.documentType)}`,
  "document.removed": () => "Removed a file",
  "document.reviewed": () => "Marked a file reviewed",
  "document.waived": (d) => `Waived ${documentWords(d.documentType)}`,
  "document.requested": (d) => `Asked for ${documentWords(d.documentType)}`,
  "document.downloadedByStaff": () => "Downloaded a file",
  "document.viewedByStaff": () => "Viewed a file",
  "condition.added": (d) => `Added condition ${d.code ?? ""}`.trim(),
  "condition.answered": (d) => `Answered condition ${d.code ?? ""}`.trim(),
  "condition.cleared": (d) => `Cleared condition ${d.code ?? ""}`.trim(),
  "condition.waived": (d) => withReason(`Waived condition ${d.code ?? ""}`, d.reason),
  "condition.received": (d) => `A file arrived for condition ${d.code ?? ""}: to review`,
  "condition.fileRemoved": (d) => `Took back the file for condition ${d.code ?? ""}: open again`,
  "condition.sentBack": (d) =>
    withReason(`Sent back the file for condition ${d.code ?? ""} (${reasonWords(d.reason)})`, d.note),
  "condition.reopened": (d) =>
    withReason(`Reopened condition ${d.code ?? ""} (${reasonWords(d.reason)})`, d.note),
  "condition.edited": (d) => `Changed condition ${d.code ?? ""}: ${changedWords(d.changed)}`,
  "condition.mailed": (d) => `E-mailed the applicant about condition ${d.code ?? ""}`.trim(),
  "milestone.mailed": (d) =>
    `E-mailed the applicant: ${text(d.outcome) ?? text(d.milestone) ?? "a milestone"}`,
  "coborrower.invited": () => "Invited the coborrower",
  "coborrower.invitationMailed": () => "E-mailed the coborrower's invitation",
  "disclosures.delivered": () => "Disclosures delivered",
  "disclosures.signed": () => "Signed the disclosures",
  "esign.consentGiven": () => "Consented to e-signing",
  "esign.consentWithdrawn": () => "Withdrew consent to e-signing",
  "identity.verified": () => "Identity verified",
  "insurance.linked": () => "Linked the homeowners insurance",
  "disbursement.instructed": (d) =>
    typeof d.firstDraw === "number"
      ? `Gave the funding account (first draw ${formatMoney(d.firstDraw)})`
      : "Gave the funding account",
  "referral.claimed": () => "Opened the partner's referral link",
  "message.sent": () => "Sent a message",
  "note.added": () => "Kept an internal note",
  "reminder.mailed": (d) => `Reminded the applicant by e-mail of what is open (reminder ${d.reminder ?? ""})`,
  "loanFile.numberRevealed": (d) => `Revealed ${text(d.label) ?? "a full number"}: “${text(d.reason) ?? ""}”`,
};

/** Who acted, in words: a staff member by name (the caller resolves names), the applicant, or the system. */
export function actorInWords(actor: string, staffNames: ReadonlyMap<string, string>): string {
  if (actor === "system") return "The system";
  if (actor.startsWith("staff:")) return staffNames.get(actor.slice("staff:".length)) ?? "A staff member";
  if (actor.startsWith("coborrower")) return "The coborrower";
  if (actor.startsWith("applicant:")) return "The applicant";
  return actor;
}

/** The staff ids a timeline names, so their names are read in one query. */
export function staffIdsOf(records: readonly Pick<AuditRecord, "actor">[]): string[] {
  const ids = records.filter((r) => r.actor.startsWith("staff:")).map((r) => r.actor.slice("staff:".length));
  return [...new Set(ids)];
}

export function timelineEntry(record: AuditRecord, staffNames: ReadonlyMap<string, string>): TimelineEntry {
  const words = WORDS[record.action];
  return {
    id: record.id,
    at: record.occurredAt,
    who: actorInWords(record.actor, staffNames),
    what: words ? words(record.details) : record.action,
  };
}
