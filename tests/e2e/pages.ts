import { PUBLIC_PAGES } from "../../scripts/public-pages.mjs";

interface PublicPage {
  path: string;
  /** What the page is called in test names. */
  name: string;
  /** What a visitor reads first on it (spec §2). */
  heading: RegExp;
}

const KNOWN: PublicPage[] = [
  { path: "/", name: "home page", heading: /Unlock your home’s equity/ },
  { path: "/insights", name: "insights page", heading: /Insights on home equity/ },
  { path: "/insight-blog", name: "newest blog post page", heading: /\S/ },
  { path: "/insight-blog/what-is-a-heloc", name: "blog post page", heading: /What is a HELOC\?/ },
  { path: "/faq", name: "FAQ page", heading: /Frequently asked questions/ },
  { path: "/privacy-statement", name: "privacy statement page", heading: /Privacy statement/ },
  { path: "/license", name: "licenses page", heading: /Licenses and disclosures/ },
  { path: "/e-consent", name: "e-consent page", heading: /Consent to electronic records and signatures/ },
  { path: "/terms-of-use", name: "terms of use page", heading: /Terms of use/ },
];

/** The public pages of scripts/public-pages.mjs (what the benchmarks measure). */
export const PUBLIC: PublicPage[] = PUBLIC_PAGES.map((path) => {
  const page = KNOWN.find((p) => p.path === path);
  if (!page) throw new Error(`Name ${path} and give its heading in tests/e2e/pages.ts`);
  return page;
});
