import { describe, expect, it } from "vitest";
import { borrowerMessageRefusal, remindsBorrowers, uploadRequestRefusal } from "./file-openness";
import { MAX_REMINDERS, nextReminderAt, type ReminderFacts, reminderDue } from "./reminders";

const OPEN = { declined: false, withdrawn: false, funded: false };
const at = (hours: number) => new Date(Date.UTC(2026, 10, 27, 0) + hours * 3_600_000);
const facts = (over: Partial<ReminderFacts> = {}): ReminderFacts => ({
  file: OPEN,
  openItems: 1,
  openSince: at(0),
  lastVisitAt: at(1),
  remindersSent: 0,
  lastReminderAt: null,
  ...over,
});

describe("reminders (issue 22 item 4)", () => {
  it("are due 48 hours after the borrower's last visit while something is open", () => {
    expect(nextReminderAt(facts())).toEqual(at(49));
    expect(reminderDue(facts(), at(48.9))).toBe(false);
    expect(reminderDue(facts(), at(49))).toBe(true);
  });

  it("count from the request when the borrower has not visited since, and from the last reminder after one", () => {
    expect(nextReminderAt(facts({ lastVisitAt: null, openSince: at(5) }))).toEqual(at(53));
    expect(nextReminderAt(facts({ remindersSent: 1, lastReminderAt: at(49) }))).toEqual(at(97));
    expect(nextReminderAt(facts({ remindersSent: 1, lastReminderAt: at(49), lastVisitAt: at(60) }))).toEqual(
      at(108),
    );
  });

  it(`stop after ${MAX_REMINDERS} on a file`, () => {
    expect(reminderDue(facts({ remindersSent: 2, lastReminderAt: at(10) }), at(100))).toBe(true);
    expect(reminderDue(facts({ remindersSent: 3, lastReminderAt: at(10) }), at(1000))).toBe(false);
  });

  it("are not sent once nothing is open", () => {
    expect(nextReminderAt(facts({ openItems: 0 }))).toBeNull();
  });

  it("are not sent on a declined, withdrawn or funded file", () => {
    for (const ended of [{ declined: true }, { withdrawn: true }, { funded: true }])
      expect(reminderDue(facts({ file: { ...OPEN, ...ended } }), at(1000))).toBe(false);
    expect(remindsBorrowers(OPEN)).toBe(true);
  });
});

describe("an ended file (issue 22 item 4)", () => {
  it("refuses upload requests once declined or withdrawn, with a sentence, and takes them while open or funded", () => {
    expect(uploadRequestRefusal({ ...OPEN, declined: true })).toBe(
      "This application was declined, so nothing more can be asked of the applicant.",
    );
    expect(uploadRequestRefusal({ ...OPEN, withdrawn: true })).toMatch(/^This application was withdrawn/);
    expect(uploadRequestRefusal(OPEN)).toBeNull();
    expect(uploadRequestRefusal({ ...OPEN, funded: true })).toBeNull();
  });

  it("refuses messages to the borrowers once declined or withdrawn, pointing to an internal note", () => {
    expect(borrowerMessageRefusal({ ...OPEN, declined: true })).toMatch(/Keep an internal note instead\.$/);
    expect(borrowerMessageRefusal(OPEN)).toBeNull();
  });
});
