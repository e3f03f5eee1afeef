import { en } from "./en";

/**
 * The applicant area's message catalogues (decision 019), by locale. English is the source: every
 * other locale must have the same namespaces and keys, which `satisfies` checks at compile time and
 * `catalogues.test.ts` at run time. Adding Spanish is a folder `es/` with one JSON file per
 * namespace, an `es.ts` beside `en.ts`, and one line here.
 */
export type Messages = typeof en;

export const CATALOGUES = { en } as const satisfies Record<string, Messages>;

export type Locale = keyof typeof CATALOGUES;
export const LOCALES = Object.keys(CATALOGUES) as Locale[];
export const DEFAULT_LOCALE: Locale = "en";

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
