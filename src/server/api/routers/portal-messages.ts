import { z } from "zod";
import {
  MESSAGE_AUTHORS,
  MESSAGE_KINDS,
  staffMessageInput,
  staffThreadInput,
} from "@/domain/messages/message-inputs";
import { rolesHolding } from "@/domain/portal/portal-roles";
import { markStaffThreadRead, staffThread, writeStaffMessage } from "@/server/services/messages/staff-thread";
import type { PipelineRequest } from "@/server/services/portal/applicant-reach";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";

async function pipelineRequest(ctx: Context & { staff: { id: string } }): Promise<PipelineRequest> {
  return { deps: await ctx.prequal(), actor: { id: ctx.staff.id }, address: ctx.address };
}

const readers = portalProcedure(rolesHolding("viewLoanFile"));
const writers = portalProcedure(rolesHolding("messageBorrowers"));
const written = z.object({ messageId: z.string() });

export const staffThreadOutput = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(MESSAGE_KINDS),
      author: z.enum(MESSAGE_AUTHORS),
      staffName: z.string().nullable(),
      body: z.string(),
      sentAt: z.date(),
      readByBorrowerAt: z.date().nullable(),
      readByStaffAt: z.date().nullable(),
    }),
  ),
});

/** portal.messages.* (issue 22 item 4, decision 098): a loan file's thread and internal notes. */
export const portalMessagesRouter = router({
  thread: readers
    .input(staffThreadInput)
    .output(staffThreadOutput)
    .query(async ({ ctx, input }) => staffThread(await pipelineRequest(ctx), input)),
  send: writers
    .input(staffMessageInput)
    .output(written)
    .mutation(async ({ ctx, input }) => writeStaffMessage(await pipelineRequest(ctx), input, "message")),
  addNote: writers
    .input(staffMessageInput)
    .output(written)
    .mutation(async ({ ctx, input }) => writeStaffMessage(await pipelineRequest(ctx), input, "note")),
  markRead: readers
    .input(staffThreadInput)
    .output(z.object({ read: z.literal(true) }))
    .mutation(async ({ ctx, input }) => markStaffThreadRead(await pipelineRequest(ctx), input)),
});
