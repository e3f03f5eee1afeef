import { signIn } from "next-auth/react";
import { signInErrorSentence } from "../sign-in-address";

/**
 * The last step of staff sign-in (docs/design.md §4): next-auth's credentials provider turns a ticket and
 * code, or an enrolment's hand-off, into the portal session cookie. Answers null when signed in, or
 * the sentence to show: the provider's own sentence, or the one for a next-auth error code.
 */
export async function finishSignIn(
  credentials: { ticket: string; code: string } | { handoff: string },
  callbackUrl: string,
): Promise<string | null> {
  // The callback is named: next-auth reads `error` from the address it answers, which otherwise is
  // this page's own (and may carry ?error=SessionRequired from the visit that brought them here).
  const result = await signIn("credentials", { ...credentials, callbackUrl, redirect: false });
  if (result?.ok && !result.error) return null;
  const error = result?.error ?? "Default";
  return /^[A-Z][A-Za-z]+$/.test(error) ? (signInErrorSentence(error) as string) : error;
}
