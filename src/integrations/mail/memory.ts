import type { Mail, MailMessage } from "@/domain/ports/mail";

/** A mail that keeps what it was given, for tests of the services that send mail. */
export function memoryMail(): Mail & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: `<memory-${sent.length}@keystone.test>` };
    },
  };
}
