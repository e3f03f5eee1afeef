import type { MailMessage } from "@/domain/ports/mail";
import { renderMessage } from "./render-message";

/** Spec §9 one-time code for signing in. The code leads the subject so it shows in the inbox list. */
export function signInCodeMessage(input: { to: string; code: string; minutes: number }): MailMessage {
  return renderMessage(input.to, `${input.code} is your Keystone sign-in code`, [
    `Your Keystone sign-in code is ${input.code} — it expires in ${input.minutes} minutes.`,
    "If you did not try to sign in, you can ignore this e-mail: nobody can sign in without the code.",
  ]);
}

/** A one-time code to choose a new password. */
export function passwordResetCodeMessage(input: { to: string; code: string; minutes: number }): MailMessage {
  return renderMessage(input.to, `${input.code} is your Keystone password reset code`, [
    `Your Keystone password reset code is ${input.code} — it expires in ${input.minutes} minutes.`,
    "If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.",
  ]);
}
