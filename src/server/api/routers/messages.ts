import { z } from "zod";
import { borrowerMessageInput, MESSAGE_AUTHORS } from "@/domain/messages/message-inputs";
import {
  borrowerThread,
  markBorrowerThreadRead,
  writeBorrowerMessage,
} from "@/server/services/messages/borrower-thread";
import { threadProcedure } from "../thread-procedure";
import { router } from "../trpc";

/** Only what the borrower's thread shows: never a note, never a staff member's name. */
export const borrowerThreadOutput = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      author: z.enum(MESSAGE_AUTHORS),
      mine: z.boolean(),
      body: z.string(),
      sentAt: z.date(),
      unread: z.boolean(),
    }),
  ),
});

/** messages.* (issue 22 item 4, decision 098): the caller's own application's thread. */
export const messagesRouter = router({
  thread: threadProcedure.output(borrowerThreadOutput).query(({ ctx }) => borrowerThread(ctx.thread)),
  send: threadProcedure
    .input(borrowerMessageInput)
    .output(z.object({ messageId: z.string() }))
    .mutation(({ ctx, input }) => writeBorrowerMessage(ctx.thread, input)),
  markRead: threadProcedure
    .output(z.object({ read: z.literal(true) }))
    .mutation(({ ctx }) => markBorrowerThreadRead(ctx.thread)),
});
