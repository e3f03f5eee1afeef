import { type FileState, remindsBorrowers } from "./file-openness";

/**
 * Reminders (issue 22 item 4, decision 099): while something is open on the file, the borrower is
 * e-mailed 48 hours after their last visit, then 48 hours after the last reminder if they have not
 * come back, at most 3 times a file. Nothing once nothing is open or the file is over.
 */
export const REMINDER_DELAY_MS = 48 * 60 * 60 * 1000;
export const MAX_REMINDERS = 3;

export interface ReminderFacts {
  file: FileState;
  /** Open requests and conditions: the things the borrower still has to do. */
  openItems: number;
  /** When the oldest open item was asked: the clock starts there if the borrower never visited since. */
  openSince: Date | null;
  /** The borrower's last visit to the site (their newest session's last activity). */
  lastVisitAt: Date | null;
  remindersSent: number;
  lastReminderAt: Date | null;
}

/** When the next reminder is due, or null when none will be (nothing open, the file over, 3 sent). */
export function nextReminderAt(facts: ReminderFacts): Date | null {
  if (!remindsBorrowers(facts.file) || facts.openItems === 0 || facts.remindersSent >= MAX_REMINDERS)
    return null;
  const anchors = [facts.lastVisitAt, facts.lastReminderAt, facts.openSince].filter(
    (d): d is Date => d !== null,
  );
  if (anchors.length === 0) return null;
  const latest = Math.max(...anchors.map((d) => d.getTime()));
  return new Date(latest + REMINDER_DELAY_MS);
}

/** Is a reminder due at `now`? */
export function reminderDue(facts: ReminderFacts, now: Date): boolean {
  const next = nextReminderAt(facts);
  return next !== null && now.getTime() >= next.getTime();
}
