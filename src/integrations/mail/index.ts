import type { Mail } from "@/domain/ports/mail";
import { outboxMail } from "./outbox";
import { smtpMail } from "./smtp";

export interface MailOptions {
  /** SMTP_URL: when set, mail goes out through that server. */
  smtpUrl?: string;
  /** DATA_DIR: otherwise, mail is written to `<dataDir>/outbox/`. */
  dataDir: string;
  /** MAIL_FROM: the sender people see. */
  from: string;
  onWritten?: (written: { file: string; to: string; subject: string }) => void;
}

/** Real SMTP when SMTP_URL is set, otherwise the offline outbox folder. */
export function createMail(options: MailOptions): Mail {
  return options.smtpUrl
    ? smtpMail({ url: options.smtpUrl, from: options.from })
    : outboxMail({ dataDir: options.dataDir, from: options.from, onWritten: options.onWritten });
}
