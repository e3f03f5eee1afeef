import { z } from "zod";
import { required, textInput } from "../prequal/field-inputs";
import { rateSheetJsonInput, rateSheetNoteInput } from "./rate-sheet-publication";

/**
 * Four eyes on pricing (decision 106): one holder of `publishRateSheet` proposes a version with the
 * moment it takes effect, a second, different holder approves it; before that nothing prices with it.
 */
export const RATE_SHEET_STATUSES = ["proposed", "approved", "rejected", "withdrawn"] as const;
export type RateSheetStatus = (typeof RATE_SHEET_STATUSES)[number];

/** A browser's clock may run a little behind the server's: "now" typed on the form is still now. */
export const EFFECTIVE_GRACE_MS = 5 * 60_000;
/** A sheet is scheduled at most a year ahead: further is a typo, not a plan. */
export const EFFECTIVE_HORIZON_MS = 366 * 24 * 60 * 60_000;

/** Why a proposed effective moment cannot be taken, or null; absent means "as soon as approved". */
export function effectiveAtProblem(effectiveAt: Date | undefined, now: Date): string | null {
  if (!effectiveAt) return null;
  if (effectiveAt.getTime() < now.getTime() - EFFECTIVE_GRACE_MS)
    return "Choose a moment from now on: a rate sheet cannot take effect in the past";
  if (effectiveAt.getTime() > now.getTime() + EFFECTIVE_HORIZON_MS)
    return "Choose a moment within a year from now";
  return null;
}

/**
 * The moment an approved version takes effect: the one proposed, or the approval itself when that
 * has passed, so an approval never reaches back and changes what priced before it.
 */
export function takesEffectAt(proposedAt: Date, approvedAt: Date): Date {
  return proposedAt.getTime() > approvedAt.getTime() ? proposedAt : approvedAt;
}

/** The proposer can never approve their own version; the sentence says who can. */
export function approvalRefusal(draft: { proposedBy: string }, approver: string): string | null {
  return draft.proposedBy === approver
    ? "You proposed this version, so another pricing administrator must approve it."
    : null;
}

/** One figure that differs: its dotted place in the sheet, what it was, what it becomes. */
export interface RateSheetChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Every leaf that differs between two sheets (a figure, a name, or a row that exists in one only),
 * in the sheet's order, so a reviewer reads "heloc.index.rate: 0.075 → 0.0725".
 */
export function rateSheetChanges(before: unknown, after: unknown, path = ""): RateSheetChange[] {
  const nested = (a: unknown, b: unknown) =>
    (isObject(a) && isObject(b)) || (Array.isArray(a) && Array.isArray(b));
  if (nested(before, after)) {
    const a = before as Record<string, unknown>;
    const b = after as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) => rateSheetChanges(a[key], b[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

/** `rateSheets.propose`: the sheet, the note and, optionally, when it takes effect (absent: on approval). */
export const proposeRateSheetInput = z.object({
  sheet: z.unknown(),
  note: rateSheetNoteInput,
  effectiveAt: z.date().optional(),
});
export type ProposeRateSheet = z.infer<typeof proposeRateSheetInput>;

/**
 * The form's effective moment: a `datetime-local` value read in the browser's time zone, or empty
 * for "as soon as approved".
 */
export const effectiveAtTextInput = z.string().transform((text, ctx): Date | undefined => {
  if (text.trim() === "") return undefined;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) {
    ctx.addIssue({ code: "custom", message: "Give the date and time, or leave it empty for now" });
    return z.NEVER;
  }
  return at;
});

/** The portal's propose form: the sheet's JSON text, the note and the effective moment as typed. */
export const proposeRateSheetForm = z.object({
  sheet: rateSheetJsonInput,
  note: rateSheetNoteInput,
  effectiveAt: effectiveAtTextInput,
});

const version = z.number().int().positive();

/**
 * `rateSheets.approve`: the draft read and the version in force it was compared with, so a draft
 * changed or a sheet that came into force since is not approved unseen (a stale read).
 */
export const approveRateSheetInput = z.object({ version, inForceVersion: version });

export const REJECTION_REASON_MAX = 500;
export const rejectRateSheetInput = z.object({
  version,
  reason: required(
    textInput("reason", {
      max: REJECTION_REASON_MAX,
      lines: "many",
      words: { empty: "Say why the version is rejected, for its proposer" },
    }),
  ),
});
export const rejectRateSheetForm = rejectRateSheetInput.pick({ reason: true });

/** `rateSheets.rollback`: make version N current again, as a new version proposed for approval. */
export const rollBackRateSheetInput = z.object({ version });
