import { eq } from "drizzle-orm";
import type { Mail, MailMessage } from "@/domain/ports/mail";
import type { Database } from "@/server/db/client";
import { mailAlertsSent } from "@/server/db/schema";

export interface AlertDependencies {
  db: Database;
  mail: Mail;
  now: () => Date;
  /** The site's public address, for the links in alerts (SITE_URL). */
  siteUrl: string;
}

/**
 * Sends the alert `key` names unless it already went (decision 097): a job retried after its mail
 * went out and was recorded sends nothing. Throwing (the mail server refused) records nothing, so
 * the queue's retry sends it.
 */
export async function sendOnce(
  deps: AlertDependencies,
  key: string,
  messages: MailMessage[],
): Promise<boolean> {
  const [sent] = await deps.db.select().from(mailAlertsSent).where(eq(mailAlertsSent.key, key));
  if (sent) return false;
  for (const message of messages) await deps.mail.send(message);
  await deps.db.insert(mailAlertsSent).values({ key, sentAt: deps.now() }).onConflictDoNothing();
  return true;
}
