import type { MailMessage } from "@/domain/ports/mail";
import { renderMessage } from "./render-message";

/**
 * Sent instead of a second account when someone signs up with an e-mail that has one. The sign-up
 * screen answers as it always does, so it never tells a stranger which addresses have accounts;
 * only the owner of the mailbox learns it.
 */
export function accountExistsMessage(input: { to: string; signInUrl: string }): MailMessage {
  return renderMessage(input.to, "You already have a Keystone account", [
    "Someone, probably you, tried to create a Keystone account with this e-mail address. You already have one, so we did not create another.",
    { text: "Sign in to your account", href: input.signInUrl },
    "If you do not remember your password, choose to sign in with a code sent to this address.",
    "If this was not you, you can ignore this e-mail: nothing about your account has changed.",
  ]);
}
