import { z } from "zod";
import { required, textInput } from "../prequal/field-inputs";

/**
 * Secure messages between the loan team and the borrowers (issue 22 item 4, decision 098): the
 * forms and the procedures validate with these same schemas. A message is plain text, bounded;
 * whatever markup it holds is shown as text.
 */
export const MESSAGE_MAX_LENGTH = 2000;

/** Who wrote a line of a thread: a borrower of the file, or a staff user. */
export const MESSAGE_AUTHORS = ["borrower", "coborrower", "staff"] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** A message both sides read, or a staff note the borrowers never see. */
export const MESSAGE_KINDS = ["message", "note"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const messageBody = required(
  textInput("message", {
    max: MESSAGE_MAX_LENGTH,
    lines: "many",
    words: {
      empty: "Write your message before sending it.",
      tooLong: `Keep the message to ${MESSAGE_MAX_LENGTH} characters.`,
    },
  }),
);

const applicationId = z.uuid({ message: "Reload the page: we could not tell which applicant this is" });

/** A borrower's message: the application is the caller's own, never named. */
export const borrowerMessageInput = z.object({ body: messageBody });
export type BorrowerMessage = z.infer<typeof borrowerMessageInput>;

/** A staff member's message to the borrowers, or internal note, on one application. */
export const staffMessageInput = z.object({ applicationId, body: messageBody });
export type StaffMessage = z.infer<typeof staffMessageInput>;

/** The application whose thread a staff member reads. */
export const staffThreadInput = z.object({ applicationId });
