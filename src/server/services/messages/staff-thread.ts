import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { borrowerMessageRefusal } from "@/domain/messages/file-openness";
import type { MessageKind, StaffMessage } from "@/domain/messages/message-inputs";
import { applicationMessages, staffUsers } from "@/server/db/schema";
import {
  applicationInReach,
  type PipelineRequest,
  staffServiceDeps,
} from "@/server/services/portal/applicant-reach";
import { PortalError } from "@/server/services/portal/portal-error";
import { messageAlertTiming } from "./alert-message";
import { fileStateOf } from "./file-state";

/**
 * The loan file's thread for staff (decision 098): the messages with the borrowers and the staff's
 * internal notes, in one list, oldest first. Whoever reads the loan file reads it; writing takes
 * `messageBorrowers`. Another organisation's file is "not found" (applicant-reach.ts).
 */
export async function staffThread(ctx: PipelineRequest, input: { applicationId: string }) {
  await applicationInReach(ctx, input.applicationId, "viewLoanFile");
  const rows = await ctx.deps.db
    .select({
      id: applicationMessages.id,
      kind: applicationMessages.kind,
      author: applicationMessages.author,
      staffFirstName: staffUsers.firstName,
      staffLastName: staffUsers.lastName,
      body: applicationMessages.body,
      sentAt: applicationMessages.createdAt,
      readByBorrowerAt: applicationMessages.readByBorrowerAt,
      readByStaffAt: applicationMessages.readByStaffAt,
    })
    .from(applicationMessages)
    .leftJoin(staffUsers, eq(staffUsers.id, applicationMessages.authorStaffId))
    .where(eq(applicationMessages.applicationId, input.applicationId))
    .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id));
  return {
    messages: rows.map(({ staffFirstName, staffLastName, ...m }) => ({
      ...m,
      staffName: staffFirstName ? `${staffFirstName} ${staffLastName ?? ""}`.trim() : null,
    })),
  };
}

/**
 * A staff member writes to the borrowers (alerted by `message.alert`, without the words), or keeps
 * an internal note (never alerted, never shown to a borrower). A declined or withdrawn file takes
 * notes only.
 */
export async function writeStaffMessage(ctx: PipelineRequest, input: StaffMessage, kind: MessageKind) {
  await applicationInReach(ctx, input.applicationId, "messageBorrowers");
  if (kind === "message") {
    const state = await fileStateOf(ctx.deps.db, input.applicationId);
    const refusal = state && borrowerMessageRefusal(state);
    if (refusal) throw new PortalError("CONFLICT", refusal);
  }
  const deps = staffServiceDeps(ctx);
  const messageId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applicationMessages)
      .values({
        applicationId: input.applicationId,
        kind,
        author: "staff",
        authorStaffId: ctx.actor.id,
        body: input.body,
        createdAt: deps.now(),
      })
      .returning({ id: applicationMessages.id });
    if (!row) throw new Error("the message was not recorded");
    await deps.audit(tx, {
      actor: `staff:${ctx.actor.id}`,
      action: kind === "note" ? "note.added" : "message.sent",
      subject: `application:${input.applicationId}`,
      details: { messageId: row.id },
    });
    return row.id;
  });
  if (kind === "message")
    await ctx.deps.jobs.send(
      "message.alert",
      { messageId },
      messageAlertTiming(input.applicationId, "borrowers", ctx.deps.now()),
    );
  return { messageId };
}

/** The borrowers' messages count as read by the loan team once a staff member opened the thread. */
export async function markStaffThreadRead(ctx: PipelineRequest, input: { applicationId: string }) {
  await applicationInReach(ctx, input.applicationId, "viewLoanFile");
  await ctx.deps.db
    .update(applicationMessages)
    .set({ readByStaffAt: ctx.deps.now() })
    .where(
      and(
        eq(applicationMessages.applicationId, input.applicationId),
        ne(applicationMessages.author, "staff"),
        isNull(applicationMessages.readByStaffAt),
      ),
    );
  return { read: true as const };
}
