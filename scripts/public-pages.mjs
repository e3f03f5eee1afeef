/**
 * The public pages (spec §2): the one list the benchmarks (`npm run bench`, `npm run bench:pages`)
 * and the browser tests use. "/" is the home page (with the calculator); every other entry is a
 * content page. /insight-blog shows the newest post; one post is listed by its own address.
 */
export const PUBLIC_PAGES = [
  "/",
  "/insights",
  "/insight-blog",
  "/insight-blog/what-is-a-heloc",
  "/faq",
  "/privacy-statement",
  "/license",
  "/e-consent",
  "/terms-of-use",
];

/** The home page, whose first-load JavaScript budget is the yardstick's rather than a content page's. */
export const HOME_PAGE = "/";

/** An address no page answers: the site's 404 page. */
export const NOT_FOUND_PAGE = "/no-such-page";

/**
 * The prequalification funnels' entry pages (spec §2, both flows): rendered per request behind the
 * nonce CSP, measured by Lighthouse like the public pages and held to the funnel's script budget.
 */
export const FUNNEL_ENTRY_PAGES = ["/prequal/building-type", "/app/initial-setup/name"];

/**
 * Funnel and application pages held to the same script budget (docs/design.md §6: funnel and
 * application pages ≤ 200 kB): the entry pages and a sample of the steps after them.
 */
export const FUNNEL_PAGES = [
  ...FUNNEL_ENTRY_PAGES,
  "/prequal/address",
  "/prequal/credit",
  "/prequal/preview-offer",
  "/app/application/1",
  "/app/application/4",
  "/app/application/application-summary",
  "/app/application/sign",
];
