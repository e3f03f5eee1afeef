import type { MailMessage } from "@/domain/ports/mail";
import { renderMessage } from "./render-message";

/**
 * The coborrower's invitation (decisions 044, 068): who named them (in full) and for which home,
 * what they do on their own account, and the link to accept it. The link's token is bound to this
 * one application and works once, and only for an account of this address: a forwarded message
 * opens nothing for anyone else. It greets nobody by a name the borrower typed.
 */
export function coborrowerInvitationMessage(input: {
  to: string;
  borrowerName: string;
  propertyAddress: string;
  lenderName: string;
  lenderPhone: string;
  signInUrl: string;
}): MailMessage {
  return renderMessage(
    input.to,
    `${input.borrowerName} named you as coborrower on a ${input.lenderName} loan application`,
    [
      "Hello,",
      input.propertyAddress
        ? `${input.borrowerName} has applied for a loan with ${input.lenderName} on ${input.propertyAddress} and named you as coborrower.`
        : `${input.borrowerName} has applied for a loan with ${input.lenderName} and named you as coborrower.`,
      "To go on, you sign the loan disclosures and verify your identity yourself, on your own account. It takes about 10 minutes; have a government-issued photo ID at hand.",
      `Sign in with this e-mail address (${input.to}), or create your account with it in your own name. We'll e-mail you a code to sign in with; you don't need a password. Then accept the invitation: the link works once.`,
      { text: "Open the invitation", href: input.signInUrl },
      `If you don't know ${input.borrowerName} or didn't agree to apply with them, ignore this message or call us at ${input.lenderPhone}.`,
      input.lenderName,
    ],
  );
}
