import type { MailMessage } from "@/domain/ports/mail";
import { renderMessage } from "./render-message";

/**
 * The coborrower's invitation (decision 044): who named them, what they do on their own account,
 * and the sign-in page's link. The link carries no secret: they sign in with this address and the
 * code we e-mail them then, so a forwarded message opens nothing.
 */
export function coborrowerInvitationMessage(input: {
  to: string;
  firstName: string;
  borrowerName: string;
  lenderName: string;
  lenderPhone: string;
  signInUrl: string;
}): MailMessage {
  return renderMessage(
    input.to,
    `${input.borrowerName} named you as coborrower on a ${input.lenderName} loan application`,
    [
      input.firstName ? `Hello ${input.firstName},` : "Hello,",
      `${input.borrowerName} has applied for a loan with ${input.lenderName} and named you as coborrower.`,
      "To go on, you sign the loan disclosures and verify your identity yourself, on your own account. It takes about 10 minutes; have a government-issued photo ID at hand.",
      `Sign in with this e-mail address (${input.to}). We'll e-mail you a code to sign in with; you don't need a password.`,
      { text: "Sign in to sign as coborrower", href: input.signInUrl },
      `If you don't know ${input.borrowerName} or didn't agree to apply with them, ignore this message or call us at ${input.lenderPhone}.`,
      input.lenderName,
    ],
  );
}
