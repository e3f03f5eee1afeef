import type { MailMessage } from "@/domain/ports/mail";
import { renderMessage } from "./render-message";

/** Spec §9 e-mail conditions (106, 108, 306, 307): the form to sign, in plain words, from the lender. */
export function conditionFormMessage(input: {
  to: string;
  firstName: string;
  conditionText: string;
  lenderName: string;
  lenderPhone: string;
  lenderEmail: string;
  uploadUrl: string;
  form: { filename: string; content: Uint8Array };
}): MailMessage {
  const message = renderMessage(input.to, "Please sign and return a form for your loan application", [
    `Hello ${input.firstName},`,
    `To go on with your loan application, ${input.lenderName} needs one more thing from you: ${input.conditionText}`,
    "The form is attached to this e-mail as a PDF. Print it, sign and date it, then reply to this e-mail with a photo or scan of the signed form. You can also upload it yourself:",
    { text: "Upload the signed form", href: input.uploadUrl },
    `Questions? Call us at ${input.lenderPhone} or write to ${input.lenderEmail}.`,
    input.lenderName,
  ]);
  return {
    ...message,
    attachments: [
      { filename: input.form.filename, contentType: "application/pdf", content: input.form.content },
    ],
  };
}
