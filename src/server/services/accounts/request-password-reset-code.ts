import type { RequestCode } from "@/domain/accounts/account-inputs";
import type { Caller } from "./account-dependencies";
import { type CodeRequestAnswer, type CodeRequestDependencies, issueAccountCode } from "./issue-account-code";

/**
 * Forgot password: mails a password reset code to an applicant's e-mail, with the limits of sign-in
 * codes. Answers the same for an e-mail without an account, which gets no mail.
 */
export function requestPasswordResetCode(
  deps: CodeRequestDependencies,
  input: RequestCode,
  _caller: Caller,
): Promise<CodeRequestAnswer> {
  return issueAccountCode(deps, "passwordReset", input.email);
}
