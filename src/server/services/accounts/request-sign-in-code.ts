import type { RequestCode } from "@/domain/accounts/account-inputs";
import type { Caller } from "./account-dependencies";
import { type CodeRequestAnswer, type CodeRequestDependencies, issueAccountCode } from "./issue-account-code";

/**
 * Spec §3 login with a one-time `token` (next-auth's email provider sends it): mails a sign-in code
 * to an applicant's e-mail. Answers the same for an e-mail without an account, which gets no mail.
 * `caller` is unused for now: the limit is per e-mail (decision 011).
 */
export function requestSignInCode(
  deps: CodeRequestDependencies,
  input: RequestCode,
  _caller: Caller,
): Promise<CodeRequestAnswer> {
  return issueAccountCode(deps, "signIn", input.email);
}
