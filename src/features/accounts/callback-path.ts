/** Where a sign-in may send the person back to: the applicant area only (spec §2 /app, /prequal). */
const APPLICANT_AREA = /^\/(app|prequal)(\/|$)/;
const SIGN_IN_PAGE = /^\/app\/login(\/|$)/;

/**
 * The path to go to after signing in, from the sign-in page's `callbackUrl` (a path, or an absolute
 * address of this site as next-auth writes it): only this site, only under /app or /prequal, never
 * the sign-in page itself. Anything else answers null (the signed-in panel).
 */
export function safeCallbackPath(raw: string | undefined, origin: string): string | null {
  if (!raw || raw.includes("\\") || raw.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!APPLICANT_AREA.test(url.pathname) || SIGN_IN_PAGE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
