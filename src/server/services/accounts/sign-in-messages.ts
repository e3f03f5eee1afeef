import type { OneTimeCodeVerdict } from "@/server/auth/one-time-codes";

/**
 * What a refused sign-in reads. The same sentences whether or not the e-mail has an account
 * (decision 011): an unknown e-mail gets the wrong-password sentence, and codes are issued for
 * unknown e-mails too, so every code verdict can happen to any address.
 */
export const SIGN_IN_MESSAGES = {
  wrongPassword:
    "That e-mail address and password do not match. Try again, or sign in with a code we e-mail you.",
  code: {
    wrong: "That code is not right. Check the code in our e-mail and try again.",
    expired: "That code has expired. Ask for a new one.",
    tooManyTries: "That code was entered wrongly too many times, so it no longer works. Ask for a new one.",
    used: "That code has already been used. Ask for a new one.",
  } satisfies Record<Exclude<OneTimeCodeVerdict, "ok">, string>,
  wrongCurrentPassword: "That is not your current password. Check it and try again.",
  noPasswordYet:
    "Your account has no password yet. To choose one, use “Forgot password” and we will e-mail you a code.",
} as const;

/** The sentence for a code that did not sign anyone in; `ok` for an unknown e-mail reads as wrong. */
export function codeRefusal(verdict: OneTimeCodeVerdict): string {
  return SIGN_IN_MESSAGES.code[verdict === "ok" ? "wrong" : verdict];
}
