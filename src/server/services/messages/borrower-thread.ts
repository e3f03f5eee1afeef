import { and, asc, eq, isNull } from "drizzle-orm";
import type { BorrowerMessage } from "@/domain/messages/message-inputs";
import { applicationMessages } from "@/server/db/schema";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { messageAlertTiming } from "./alert-message";

/**
 * A borrower or coborrower in their application's thread (decision 098). The application is the
 * one their session leads to (`threadProcedure`): no call names one. Only `kind = 'message'` is
 * ever read here: the staff's notes never reach a borrower.
 */
export interface ThreadCaller {
  deps: PrequalDependencies;
  applicationId: string;
  applicantId: string;
  author: "borrower" | "coborrower";
  actor: string;
  address: string;
}

const ofThisThread = (caller: ThreadCaller) =>
  and(eq(applicationMessages.applicationId, caller.applicationId), eq(applicationMessages.kind, "message"));

/** The thread, oldest first: who wrote each line (the loan team has no names here), and whether it is the caller's. */
export async function borrowerThread(caller: ThreadCaller) {
  const rows = await caller.deps.db
    .select({
      id: applicationMessages.id,
      author: applicationMessages.author,
      authorApplicantId: applicationMessages.authorApplicantId,
      body: applicationMessages.body,
      sentAt: applicationMessages.createdAt,
      readByBorrowerAt: applicationMessages.readByBorrowerAt,
    })
    .from(applicationMessages)
    .where(ofThisThread(caller))
    .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id));
  return {
    messages: rows.map((m) => ({
      id: m.id,
      author: m.author,
      mine: m.authorApplicantId === caller.applicantId,
      body: m.body,
      sentAt: m.sentAt,
      unread: m.author === "staff" && m.readByBorrowerAt === null,
    })),
  };
}

/** A borrower writes to the loan team, who are alerted (without the words) by `message.alert`. */
export async function writeBorrowerMessage(caller: ThreadCaller, input: BorrowerMessage) {
  const { db, now, audit, jobs } = caller.deps;
  const messageId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applicationMessages)
      .values({
        applicationId: caller.applicationId,
        kind: "message",
        author: caller.author,
        authorApplicantId: caller.applicantId,
        body: input.body,
        createdAt: now(),
      })
      .returning({ id: applicationMessages.id });
    if (!row) throw new Error("the message was not recorded");
    await audit(tx, {
      actor: caller.actor,
      action: "message.sent",
      subject: `application:${caller.applicationId}`,
      details: { messageId: row.id, author: caller.author },
      address: caller.address,
    });
    return row.id;
  });
  await jobs.send("message.alert", { messageId }, messageAlertTiming(caller.applicationId, "staff", now()));
  return { messageId };
}

/** The loan team's messages count as read by the borrowers once one of them opened the thread. */
export async function markBorrowerThreadRead(caller: ThreadCaller) {
  await caller.deps.db
    .update(applicationMessages)
    .set({ readByBorrowerAt: caller.deps.now() })
    .where(
      and(
        ofThisThread(caller),
        eq(applicationMessages.author, "staff"),
        isNull(applicationMessages.readByBorrowerAt),
      ),
    );
  return { read: true as const };
}
