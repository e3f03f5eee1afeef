import type { SendMailOptions } from "nodemailer";
import type { MailMessage } from "@/domain/ports/mail";

/** The domain's message as nodemailer takes it: attachments' bytes become Buffers, read as they are. */
export function toNodemailer(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
    })),
  };
}
