import type { MailMessage } from "@/domain/ports/mail";
import type { AccountDependencies } from "./account-dependencies";

/**
 * Hands a message to the mail without waiting for it. Whether a mail goes out depends on whether
 * the address has an account; waiting for an SMTP server (hundreds of milliseconds) would let the
 * answer's timing say so. A failure is reported, never shown: the answer is the same either way.
 */
export function sendInBackground(
  deps: Pick<AccountDependencies, "mail" | "reportError">,
  message: MailMessage,
  what: string,
): void {
  void (async () => {
    try {
      await deps.mail.send(message);
    } catch (error) {
      deps.reportError(error, `${what} not sent`);
    }
  })();
}
