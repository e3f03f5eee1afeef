import type { BrowserSettingValues } from "./schemas";

/**
 * The browser's settings. next.config.ts parses the NEXT_PUBLIC_… values with the server's schema
 * pieces at build (a wrong value fails the build) and hands Next the parsed values, which it inlines
 * where `process.env.NEXT_PUBLIC_…` is written out literally. So this module only reads them: no
 * schema library among the first scripts of every applicant page (docs/design.md §6). Server-side
 * settings live in src/env.ts, which browser code must not import (Biome refuses it).
 */
export const browserSettings: BrowserSettingValues = {
  // next.config.ts inlines "" for an unset key.
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || undefined,
  NEXT_PUBLIC_PREQUAL_FLOW: process.env.NEXT_PUBLIC_PREQUAL_FLOW === "old" ? "old" : "new",
};

export type BrowserSettings = typeof browserSettings;
