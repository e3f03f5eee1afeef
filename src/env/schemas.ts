import { z } from "zod";

/**
 * Schema pieces shared by the server's settings (src/env.ts) and the browser's (./browser.ts), so
 * a value the server accepts at start is the value the browser bundle was built with. Only zod
 * here: the browser module imports this file.
 */
export class SettingsError extends Error {
  override name = "SettingsError";
}

/** Free text; surrounding spaces are dropped and an empty value counts as unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** The settings the browser reads: Next inlines them into its bundles at build time. */
export const browserSettingsShape = {
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optionalText,
  NEXT_PUBLIC_PREQUAL_FLOW: z.enum(["new", "old"]).default("new"),
};

/** A copy of the source without empty values: `PORT=` in a .env file means "use the default". */
export function withoutEmptyValues(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()));
}

/** Parses settings or throws a SettingsError naming the first wrong one: "{name} is invalid: …". */
export function parseSettings<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>) {
  const parsed = schema.safeParse(withoutEmptyValues(source));
  if (parsed.success) return parsed.data as z.output<T>;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? "setting");
  throw new SettingsError(`${name} is invalid: ${issue?.message ?? "unreadable value"}`);
}
