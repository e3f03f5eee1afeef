import { z } from "zod";

/**
 * Every setting the server reads, validated once at start. docs/architecture.md tables them; keep
 * the two in step. A required setting that is missing stops the server with "{name} is unset"
 * (spec §8).
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RECAPTCHA_SECRET_KEY: optionalText,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  NEXT_PUBLIC_PREQUAL_FLOW: z.enum(["new", "old"]).default("new"),
  MAX_REQUEST_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Settings = z.infer<typeof settingsSchema>;

/** Settings that become required when another one is set: [when, then]. */
const requiredTogether: ReadonlyArray<readonly [keyof Settings, keyof Settings]> = [
  ["RECAPTCHA_SECRET_KEY", "NEXT_PUBLIC_RECAPTCHA_SITE_KEY"],
  ["NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
];

export class SettingsError extends Error {
  override name = "SettingsError";
}

export function readSettings(source: Record<string, string | undefined>): Settings {
  const parsed = settingsSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "setting");
    throw new SettingsError(`${name} is invalid: ${issue?.message ?? "unreadable value"}`);
  }
  for (const [when, then] of requiredTogether) {
    if (parsed.data[when] !== undefined && parsed.data[then] === undefined) {
      throw new SettingsError(`${then} is unset`);
    }
  }
  return parsed.data;
}

let cached: Settings | undefined;

/** The process's settings, read from the environment on first use. */
export function settings(): Settings {
  cached ??= readSettings(process.env);
  return cached;
}
