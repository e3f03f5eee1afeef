import { SESSION_EXPIRED } from "@/ui/session-timeout/idle-timeout";

const TRY_AGAIN = "We could not sign you in. Please try again, or sign in with a code we e-mail you.";
const OUR_SIDE = "Signing in is not working on our side right now. Please try again in a few minutes.";

/**
 * Every code that can reach the sign-in page as `?error=` (spec §8: next-auth's sign-in and error
 * page codes and its auth error names; ours: CodeRequestLimit and SessionExpired), as a sentence a
 * person can act on. Nothing else from the address is ever shown.
 */
export const SIGN_IN_ERRORS: Readonly<Record<string, string>> = {
  // Spec §8: a page that needs a session, without one.
  SessionRequired: "Please sign in to see that page.",
  // Ours: the idle limit (decision 018).
  [SESSION_EXPIRED]:
    "You were signed out after 15 minutes without activity, to keep your information safe. Sign in again to carry on where you left off.",
  // The email provider refused a code (src/server/auth/applicant-providers.ts).
  CodeRequestLimit:
    "You have asked for several codes in a short time. Use the newest code we e-mailed you, or wait an hour and ask again.",
  CredentialsSignin:
    "That e-mail address and password do not match. Try again, or sign in with a code we e-mail you.",
  EmailSignin: "We could not send you a code. Check your e-mail address and try again.",
  Verification: "That sign-in code no longer works. Ask for a new one.",
  AccessDenied: "This account cannot sign in here. If you think that is a mistake, contact us.",
  InvalidCallbackUrl: "That sign-in link was not one of ours. Sign in here instead.",
  OAuthAccountNotLinked: "Sign in with your e-mail address and password, or with a code we e-mail you.",
  AccountNotLinkedError: "Sign in with your e-mail address and password, or with a code we e-mail you.",
  EmailCreateAccount: "We could not set up your account. Please try again, or create an account below.",
  OAuthCreateAccount: "We could not set up your account. Please try again, or create an account below.",
  Signin: TRY_AGAIN,
  Callback: TRY_AGAIN,
  OAuthSignin: TRY_AGAIN,
  OAuthCallback: TRY_AGAIN,
  OAuthCallbackError: TRY_AGAIN,
  UnknownError: TRY_AGAIN,
  Default: TRY_AGAIN,
  // Spec §8: the site's own set-up is wrong. Nothing the person can fix, so say so.
  Configuration: OUR_SIDE,
  MissingAPIRoute: OUR_SIDE,
  MissingSecret: OUR_SIDE,
  MissingAuthorize: OUR_SIDE,
  MissingAdapter: OUR_SIDE,
  MissingAdapterMethods: OUR_SIDE,
  UnsupportedStrategy: OUR_SIDE,
};

/** The sentence for `?error=` on the sign-in page: a known code's, the default for anything else. */
export function signInErrorFromAddress(code: string | undefined): string | null {
  if (!code) return null;
  return Object.hasOwn(SIGN_IN_ERRORS, code) ? (SIGN_IN_ERRORS[code] as string) : TRY_AGAIN;
}

/**
 * A refused `signIn(…, { redirect: false })`: next-auth answers our server's own sentence (a thrown
 * refusal in `authorize`) or one of its codes. Codes become their sentence; anything that is not a
 * plain sentence becomes the default.
 */
export function signInRefusal(error: string | null | undefined): string {
  if (!error) return TRY_AGAIN;
  if (Object.hasOwn(SIGN_IN_ERRORS, error)) return SIGN_IN_ERRORS[error] as string;
  return /^[A-Z][^<>{}]{3,300}[.!?]$/.test(error) && error.includes(" ") ? error : TRY_AGAIN;
}
