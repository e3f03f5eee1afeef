import nodemailer from "nodemailer";
import type { Mail, MailMessage } from "@/domain/ports/mail";
import { toNodemailer } from "./transform";

export interface SmtpOptions {
  /** SMTP_URL, e.g. `smtps://user:password@smtp.example.net:465` or `smtp://…:587` (STARTTLS). */
  url: string;
  from: string;
}

/** Real delivery through an SMTP server (nodemailer's SMTP transport). */
export function smtpMail(options: SmtpOptions): Mail {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail(toNodemailer(options.from, message));
      return { messageId: info.messageId };
    },
  };
}
