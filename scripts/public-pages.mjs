/** The public routes the benchmarks measure (spec §2, with /insight-blog showing the newest post). */
export const PUBLIC_PAGES = [
  "/",
  "/insights",
  "/insight-blog",
  "/faq",
  "/privacy-statement",
  "/license",
  "/e-consent",
  "/terms-of-use",
];
