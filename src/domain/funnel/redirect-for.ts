import { screenForStatus } from "./screen-for-status";

export type RedirectInput = {
  /** The page being visited; a query string, hash or trailing slash is ignored. */
  path: string;
  status: string | null | undefined;
  /** The loan system has conditionally approved the application (encompassConditionallyApproved). */
  conditionallyApproved: boolean;
  /** The ineligible screen of a declined application (its notice is there); null when not declined. */
  declinedTo: string | null;
  /** The person has a loan (the application record's hitchLoan). */
  hasLoan: boolean;
  /** True on the first load of the app or a reload of the same page, false on in-app navigation. */
  isFirstLoadOrReload: boolean;
  authenticated: boolean;
  applicationLoaded: boolean;
};

/** A path to send the person to, "signOut" (end the session, then the entry step), or null to stay. */
export type Redirect = string | "signOut" | null;

const SUBMITTED = "/app/application/submitted";

const PUBLIC_PAGES = new Set(["/", "/faq", "/privacy-statement", "/license", "/e-consent", "/terms-of-use"]);

/**
 * Spec §4: public, portal, blog, ineligible, summary, upload and bank-statement pages are never
 * redirected. Both upload pages count: the standalone /app/upload and the income-documents step,
 * where conditions are answered after conditional approval. The application's questions (faqs)
 * are read like a public page: a reload there never moves the person (decision 030).
 */
const NEVER_REDIRECTED_PREFIXES = [
  "/portal",
  "/insights",
  "/insight-blog",
  "/app/ineligible",
  "/app/application/application-summary",
  "/app/application/faqs",
  "/app/upload",
  "/app/application/upload",
  "/app/bank-statement",
  // The secure messages (decision 098): read at any status, by the borrower and the coborrower.
  "/app/messages",
  // The coborrower's own steps (decision 044): their account has no application status of its own.
  "/app/coborrower",
];

/**
 * Spec §2 auth client routes and the login page (both session realms of spec §6): never redirected,
 * so a person whose application is submitted or approved can still sign in and out.
 */
const AUTH_PREFIXES = [
  "/api/auth",
  "/api/authApplicant",
  "/api/authPortal",
  "/signin",
  "/signout",
  "/callback",
  "/error",
  "/app/login",
];

/** Spec §4: the pages whose unauthenticated visit without an application ends the session. */
const SESSION_PAGES = new Set(
  ["1", "2", "3", "4", "income-verification", "6", "7", "submitted", "other-income"].map(
    (page) => `/app/application/${page}`,
  ),
);

/** Funnel pages that can differ from the status page; sign-in and other pages are left alone. */
const FUNNEL_PREFIXES = ["/app/application/", "/app/initial-setup/", "/prequal/"];

/** App and funnel pages, where the submitted screen replaces any other (login is never redirected). */
const APP_PREFIXES = ["/app/", "/prequal/"];

function normalise(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare || "/";
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isNeverRedirected(path: string): boolean {
  const page = normalise(path);
  return (
    PUBLIC_PAGES.has(page) ||
    NEVER_REDIRECTED_PREFIXES.some((prefix) => under(page, prefix)) ||
    AUTH_PREFIXES.some((prefix) => under(page, prefix))
  );
}

/** Stay (null) when already there, else go there. */
const goTo = (page: string, target: string): Redirect => (page === target ? null : target);

/**
 * Spec §4 redirect rules, checked in this order: pages never redirected (auth routes included); a
 * visit without session or application ends the session; conditional approval and the
 * applicationSubmitted status lead from any app or funnel page to the submitted screen, or to the
 * ineligible screen of a decline (decision 043: the tracker is not a declined applicant's); a
 * person with a loan on another funnel page is sent to the status page only
 * on a first load or reload, so moving back through finished steps stays possible.
 */
export function redirectFor(input: RedirectInput): Redirect {
  const page = normalise(input.path);
  if (isNeverRedirected(page)) return null;
  if (!input.authenticated && !input.applicationLoaded && SESSION_PAGES.has(page)) return "signOut";
  const onAppPage = APP_PREFIXES.some((prefix) => page.startsWith(prefix));
  const submitted = input.conditionallyApproved || input.status === "applicationSubmitted";
  if (submitted && onAppPage) return goTo(page, input.declinedTo ?? SUBMITTED);
  const onFunnelPage = FUNNEL_PREFIXES.some((prefix) => page.startsWith(prefix));
  if (input.hasLoan && onFunnelPage && input.isFirstLoadOrReload) {
    return goTo(page, screenForStatus(input.status));
  }
  return null;
}
