import { answersOf, findCallerApplication, type PrequalCaller, saveProgress } from "./application-store";
import { latestNotice } from "./decline-application";
import { PrequalError, START_AGAIN } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";

/** A credit score changes with a few months of on-time payments and lower balances. */
export const REMIND_AFTER_DAYS = 90;

export type NoticeContent = { title: string; sections: { heading: string; paragraphs: string[] }[] };

/** prequal.notice: the adverse-action notice given on the caller's application, as it was given. */
export async function noticeView(deps: PrequalDependencies, caller: PrequalCaller) {
  const row = await findCallerApplication(deps.db, caller);
  if (!row) return null;
  const notice = await latestNotice(deps.db, row.id);
  if (!notice) return null;
  const content = notice.notice as unknown as NoticeContent;
  return {
    id: notice.id,
    issuedAt: notice.issuedAt,
    reasons: notice.reasons,
    title: content.title,
    sections: content.sections,
  };
}

/** prequal.joinWaitlist: the e-mail to tell when the lender serves the person's state (joinWaitlist). */
export async function joinWaitlist(deps: PrequalDependencies, caller: PrequalCaller, email: string) {
  const row = await findCallerApplication(deps.db, caller);
  if (row?.applicationStatus !== "joinWaitlist") throw new PrequalError("NOT_FOUND", START_AGAIN);
  await saveProgress(deps.db, row, { answers: { ...answersOf(row), waitlistEmail: email }, now: deps.now() });
  await deps.audit(deps.db, {
    actor: caller.actor,
    action: "prequal.waitlistJoined",
    subject: `application:${row.id}`,
    details: { state: answersOf(row).waitlistState },
    address: caller.address,
  });
  return { joined: true as const };
}

/** prequal.remindMe (the boost screen): the declined applicant asks to be reminded to check again. */
export async function remindMe(deps: PrequalDependencies, caller: PrequalCaller) {
  const row = await findCallerApplication(deps.db, caller);
  if (!row?.declinedAt) throw new PrequalError("NOT_FOUND", START_AGAIN);
  const remindOn = new Date(deps.now().getTime() + REMIND_AFTER_DAYS * 24 * 60 * 60 * 1000);
  await saveProgress(deps.db, row, {
    answers: { ...answersOf(row), remindOn: remindOn.toISOString().slice(0, 10) },
    now: deps.now(),
  });
  await deps.audit(deps.db, {
    actor: caller.actor,
    action: "prequal.reminderRequested",
    subject: `application:${row.id}`,
    details: {},
    address: caller.address,
  });
  return { remindOn };
}
