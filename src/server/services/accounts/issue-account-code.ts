import type { MailMessage } from "@/domain/ports/mail";
import { ONE_TIME_CODE_LIFETIME_MS } from "@/server/auth/one-time-codes";
import type { OneTimeCodePurpose } from "@/server/db/schema";
import { passwordResetCodeMessage, signInCodeMessage } from "@/server/mail-messages/one-time-code";
import type { AccountDependencies } from "./account-dependencies";
import { findApplicantByEmail } from "./find-applicant";
import { sendInBackground } from "./send-in-background";

/** The same for every e-mail, with or without an account: the person is told to look in their inbox. */
export type CodeRequestAnswer = { ok: true } | { ok: false; message: string };

export type CodeRequestDependencies = Pick<
  AccountDependencies,
  "db" | "mail" | "codes" | "rateLimits" | "reportError"
>;

const MESSAGES: Record<
  OneTimeCodePurpose,
  (input: { to: string; code: string; minutes: number }) => MailMessage
> = {
  signIn: signInCodeMessage,
  passwordReset: passwordResetCodeMessage,
};

/**
 * A one-time code for an applicant's e-mail (decision 011): at most 5 requests per e-mail an hour.
 * A code is issued for every e-mail, so a later check answers alike for all of them, but mailed
 * only to an account's owner: an address without an account gets no mail at all.
 */
export async function issueAccountCode(
  deps: CodeRequestDependencies,
  purpose: OneTimeCodePurpose,
  email: string,
): Promise<CodeRequestAnswer> {
  const allowed = await deps.rateLimits.codeRequestAllowed(email);
  if (!allowed.ok) return { ok: false, message: allowed.message };
  const applicant = await findApplicantByEmail(deps.db, email);
  const { code } = await deps.codes.issue({ realm: "applicant", email, purpose });
  if (applicant) {
    const minutes = ONE_TIME_CODE_LIFETIME_MS / 60_000;
    sendInBackground(deps, MESSAGES[purpose]({ to: applicant.email, code, minutes }), `${purpose} code mail`);
  }
  return { ok: true };
}
