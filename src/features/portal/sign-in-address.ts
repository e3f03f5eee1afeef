/** Where the portal's sign-in page lives (spec §2); next-auth's portal realm sends errors here too. */
export const PORTAL_LOGIN_PATH = "/portal/login";
const PORTAL_HOME_PATH = "/portal";

/**
 * A page to return to after signing in: only a same-site path inside the portal, never another site,
 * a protocol-relative URL or the sign-in page itself. Anything else falls back to the portal home.
 */
export function safePortalCallback(raw: string | null | undefined): string {
  if (!raw || raw.length > 512) return PORTAL_HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, "http://portal.invalid");
  } catch {
    return PORTAL_HOME_PATH;
  }
  if (url.origin !== "http://portal.invalid" || !raw.startsWith("/") || raw.startsWith("//")) {
    return PORTAL_HOME_PATH;
  }
  const inPortal = url.pathname === "/portal" || url.pathname.startsWith("/portal/");
  if (!inPortal || url.pathname === PORTAL_LOGIN_PATH) return PORTAL_HOME_PATH;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page for a visitor whose session is missing or over, coming back to `path` afterwards. */
export function portalSignInFor(path: string): string {
  const params = new URLSearchParams({ error: "SessionRequired", callbackUrl: safePortalCallback(path) });
  return `${PORTAL_LOGIN_PATH}?${params}`;
}

/** The sign-in page after the idle limit signed the staff member out, coming back to `path` afterwards. */
export function portalSignInAfterIdle(path: string): string {
  const params = new URLSearchParams({ error: "SessionExpired", callbackUrl: safePortalCallback(path) });
  return `${PORTAL_LOGIN_PATH}?${params}`;
}

/**
 * What the sign-in page says for next-auth's `?error=` codes (spec §8). Only known codes are shown;
 * any other text in the address is never echoed, it reads as the general sentence.
 */
const SIGN_IN_ERRORS: Record<string, string> = {
  SessionRequired: "Please sign in to the portal to continue.",
  // The idle limit of a staff session (decision 110).
  SessionExpired:
    "You were signed out after 30 minutes without activity, to keep the loan files safe. Sign in again to carry on where you left off.",
  CredentialsSignin: "We couldn’t sign you in with those details. Check them and try again.",
  AccessDenied:
    "You can’t sign in to the portal with this account. Ask an administrator of your organisation.",
  Verification: "That sign-in link has expired or was already used. Please sign in again.",
  Configuration: "Sign-in isn’t available right now. Please try again in a few minutes.",
  Default: "Something went wrong while signing you in. Please try again.",
};

/** The sentence for an `?error=` code, or null when there is none. */
export function signInErrorSentence(code: string | null | undefined): string | null {
  if (!code) return null;
  return SIGN_IN_ERRORS[code] ?? (SIGN_IN_ERRORS.Default as string);
}
