import { z } from "zod/mini";
import type { $ZodType, output } from "zod/v4/core";

/**
 * Schema pieces shared by the server's settings (src/env.ts) and the build's (next.config.ts, which
 * parses the browser's values and hands them to Next to inline), so a value the server accepts at
 * start is the value the browser bundle was built with. zod's small build (zod/mini): next.config.ts
 * loads this file as it starts. Its schemas compose with the full zod's on the server.
 */
export class SettingsError extends Error {
  override name = "SettingsError";
}

/** Free text; surrounding spaces are dropped and an empty value counts as unset. */
export const optionalText = z.optional(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((v: string) => (v === "" ? undefined : v)),
  ),
);

/** The settings the browser reads: Next inlines them into its bundles at build time. */
export const browserSettingsShape = {
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optionalText,
  NEXT_PUBLIC_PREQUAL_FLOW: z._default(z.enum(["new", "old"]), "new"),
};

const browserSettingsSchema = z.object(browserSettingsShape);

/** The browser's settings once parsed (what src/env/browser.ts exposes). */
export type BrowserSettingValues = output<typeof browserSettingsSchema>;

/**
 * The browser's settings parsed from the build's environment, as the strings Next inlines into
 * browser bundles (an unset value becomes ""). Throws a SettingsError naming a wrong one.
 */
export function browserSettingsForBuild(source: Record<string, string | undefined>) {
  const parsed = parseSettings(browserSettingsSchema, source);
  return {
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: parsed.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ?? "",
    NEXT_PUBLIC_PREQUAL_FLOW: parsed.NEXT_PUBLIC_PREQUAL_FLOW,
  } satisfies Record<keyof BrowserSettingValues, string>;
}

/** A copy of the source without empty values: `PORT=` in a .env file means "use the default". */
export function withoutEmptyValues(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()));
}

/** Parses settings or throws a SettingsError naming the first wrong one: "{name} is invalid: …". */
export function parseSettings<T extends $ZodType>(schema: T, source: Record<string, string | undefined>) {
  const parsed = z.safeParse(schema, withoutEmptyValues(source));
  if (parsed.success) return parsed.data as output<T>;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? "setting");
  throw new SettingsError(`${name} is invalid: ${issue?.message ?? "unreadable value"}`);
}
