import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Mail, MailMessage } from "@/domain/ports/mail";
import { toNodemailer } from "./transform";

export interface OutboxOptions {
  /** DATA_DIR: messages go to `<dataDir>/outbox/`. */
  dataDir: string;
  from: string;
  /** Told each file written, so a developer sees where the sign-in code went. */
  onWritten?: (written: { file: string; to: string; subject: string }) => void;
}

/**
 * The default mail (docs/design.md §1): each message is rendered by nodemailer exactly as it would be
 * sent and written as an `.eml` file any mail program opens. Works offline; nothing leaves the machine.
 * Files are readable by the owner only: they hold codes and invitation links.
 */
export function outboxMail(options: OutboxOptions): Mail {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = path.join(options.dataDir, "outbox");
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail(toNodemailer(options.from, message));
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, fileName(new Date(), info.messageId));
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: "wx" });
      options.onWritten?.({ file, to: message.to, subject: message.subject });
      return { messageId: info.messageId };
    },
  };
}

/** `20300101T120000123Z-<message id>.eml`: sorts by time, and the id keeps two in one millisecond apart. */
function fileName(at: Date, messageId: string) {
  const time = at.toISOString().replace(/[-:.]/g, "");
  const id = messageId.replace(/[^A-Za-z0-9.-]/g, "").slice(0, 80);
  return `${time}-${id}.eml`;
}
