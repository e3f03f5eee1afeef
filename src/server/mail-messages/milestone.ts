import type { MailMessage } from "@/domain/ports/mail";
import { renderMessage } from "./render-message";

/**
 * A milestone of the application passed (decision 043): what it means in plain words and the
 * tracker's link. Only the first name: the outcome's details are read after signing in.
 */
export function milestoneMessage(input: {
  to: string;
  firstName: string;
  headline: string;
  next: string;
  lenderName: string;
  lenderPhone: string;
  lenderEmail: string;
  trackerUrl: string;
}): MailMessage {
  return renderMessage(input.to, `An update on your ${input.lenderName} loan application`, [
    input.firstName ? `Hello ${input.firstName},` : "Hello,",
    `We have decided on your loan application. ${input.headline}`,
    input.next,
    "Sign in to see the details and where your application is:",
    { text: "Your application status", href: input.trackerUrl },
    `Questions? Call us at ${input.lenderPhone} or write to ${input.lenderEmail}.`,
    input.lenderName,
  ]);
}
