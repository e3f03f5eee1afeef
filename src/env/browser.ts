import { z } from "zod/mini";
import { browserSettingsShape, parseSettings } from "./schemas";

/**
 * The browser's settings. Next replaces `process.env.NEXT_PUBLIC_…` in browser bundles only where
 * it is written out literally, so each one is read by name here, then validated with the schema
 * pieces the server uses at start (a wrong value fails the build, whose prerender imports this).
 * Server-side settings live in src/env.ts, which browser code must not import (Biome refuses it).
 */
export const browserSettings = parseSettings(z.object(browserSettingsShape), {
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
  NEXT_PUBLIC_PREQUAL_FLOW: process.env.NEXT_PUBLIC_PREQUAL_FLOW,
});

export type BrowserSettings = typeof browserSettings;
