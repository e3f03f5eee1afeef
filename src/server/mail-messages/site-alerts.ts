import type { MailMessage } from "@/domain/ports/mail";
import { renderMessage } from "./render-message";

/**
 * The alerts of issue 22 item 4 (decisions 097–099): each says only that something waits in the
 * site and links there. No name, no document, no message text: an e-mail can be read by anyone
 * with the inbox, the site only after signing in.
 */
type Lender = { lenderName: string; lenderPhone: string };

const signOff = (lender: Lender) => [`Questions? Call us at ${lender.lenderPhone}.`, lender.lenderName];

/** A request of the loan team, or a reminder of one still open. */
export function somethingNeededMessage(
  input: Lender & { to: string; reminder: boolean; siteUrl: string },
): MailMessage {
  return renderMessage(input.to, `Something is needed for your ${input.lenderName} application`, [
    "Hello,",
    input.reminder
      ? "A reminder: your loan application still needs something from you."
      : "Your loan team needs something more for your loan application.",
    "Sign in to see what is needed and why:",
    { text: "Your documents", href: `${input.siteUrl}/app/upload` },
    ...signOff(input),
  ]);
}

/** A new message from the loan team. */
export function newMessageMessage(input: Lender & { to: string; siteUrl: string }): MailMessage {
  return renderMessage(input.to, `You have a new message about your ${input.lenderName} application`, [
    "Hello,",
    "Your loan team sent you a message. For your privacy, it can only be read in the site.",
    { text: "Read your messages", href: `${input.siteUrl}/app/messages` },
    ...signOff(input),
  ]);
}

/** A borrower uploaded or wrote on a file the staff member works. */
export function staffAlertMessage(input: {
  to: string;
  about: "upload" | "message";
  loanFileUrl: string;
}): MailMessage {
  return renderMessage(
    input.to,
    input.about === "upload" ? "A borrower uploaded documents" : "A borrower sent a message",
    [
      input.about === "upload"
        ? "A borrower on a file you work uploaded documents."
        : "A borrower on a file you work sent a message.",
      "Sign in to the portal to see it:",
      { text: "Open the loan file", href: input.loanFileUrl },
    ],
  );
}
