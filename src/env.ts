import { z } from "zod";
import { LENDING_SYSTEMS, type LendingSystem } from "@/domain/enums/lending-systems";
import { activeSandboxes, type SandboxName } from "@/integrations/sandboxes";
import { BUILD_TIME_SETTINGS } from "./env/build-time-settings.mjs";
import {
  isDemoLenderValue,
  LENDER_SETTINGS,
  type LenderIdentity,
  lenderIdentityFrom,
  lenderSettingsShape,
} from "./env/lender-identity";
import { browserSettingsShape, optionalText, parseSettings, SettingsError } from "./env/schemas";

/**
 * Every setting the server reads, validated once at start; the only module that reads the
 * environment (browser code reads its NEXT_PUBLIC_* values through src/env/browser.ts, with the
 * same schema pieces). docs/architecture.md tables them and a test keeps the two in step. A
 * required setting that is missing stops the server with "{name} is unset" (spec §8).
 */
/** A lending system's API address. */
function losUrl(name: string, example: string) {
  return z.pipe(
    optionalText,
    z
      .url({ protocol: /^https?$/, error: `${name} must be the system's API address, e.g. ${example}` })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  );
}

const logLevel = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info");

export const settingsShape = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEPLOYMENT: z.enum(["demo", "live"]).default("demo"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.pipe(
    optionalText,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: logLevel,
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  MAX_REQUEST_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Spec §2 landing versions: A (13 steps) or B (12, without property-usage); recorded on each lead. */
  LANDING_VERSION: z.enum(["A", "B"]).default("A"),
  /** Decision 100: sign-ups an hour from one network address, set for shared addresses. */
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(100),
  /** Decision 100: proxies in front of the site whose `X-Forwarded-For` entries name the client. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Spec §1, §3: the loan origination system new applications are sent to; recorded on each. */
  LENDING_SYSTEM: z
    .enum(LENDING_SYSTEMS.map((system) => system.value) as [LendingSystem, ...LendingSystem[]], {
      error: "LENDING_SYSTEM must be byte, encompass or lendingPad",
    })
    .default("encompass"),
  /** Decision 080: each lending system's API; unset, applications sent to it go to its demo sandbox. */
  ENCOMPASS_API_URL: losUrl("ENCOMPASS_API_URL", "https://api.elliemae.com"),
  ENCOMPASS_CLIENT_ID: optionalText,
  ENCOMPASS_CLIENT_SECRET: optionalText,
  ENCOMPASS_WEBHOOK_KEY: optionalText,
  LENDINGPAD_API_URL: losUrl("LENDINGPAD_API_URL", "https://api.lendingpad.com"),
  LENDINGPAD_API_KEY: optionalText,
  LENDINGPAD_WEBHOOK_KEY: optionalText,
  BYTE_API_URL: losUrl("BYTE_API_URL", "https://byte.example-lender.com"),
  BYTE_USERNAME: optionalText,
  BYTE_PASSWORD: optionalText,
  BYTE_AUTH_KEY: optionalText,
  BYTE_WEBHOOK_KEY: optionalText,
  /** Decision 082: how often an open loan's status is read back, besides the webhooks. */
  LOS_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * Issue 21: the folder of the published MISMO 3.4 schema (B324 with the ULAD and DU extensions)
   * every loan file is validated against before it is sent; read from there, never copied here.
   */
  MISMO_SCHEMA_DIR: z.string().default("../shared/mismo-3.4"),
  /**
   * Issue 21 item 8: the lender's identity on its HMDA register's transmittal sheet. The demo's
   * values pass the edits' formats; a lender files with its own.
   */
  HMDA_LEI: z
    .string()
    .regex(/^[A-Z0-9]{20}$/, "HMDA_LEI must be the 20 letters and digits of the lender's LEI")
    .default("DEMO00000000000000HM"),
  HMDA_TAX_ID: z
    .string()
    .regex(/^\d{2}-\d{7}$/, "HMDA_TAX_ID must read 99-9999999")
    .default("00-0000000"),
  HMDA_FEDERAL_AGENCY: z.enum(["1", "2", "3", "5", "7", "9"]).default("9"),
  HMDA_CONTACT_NAME: z.string().default("HMDA contact"),
  SITE_URL: z.pipe(
    optionalText,
    z
      .url({
        protocol: /^https?$/,
        error: "SITE_URL must be the site's public address, e.g. https://example.com",
      })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  ),
  APP_ENCRYPTION_KEY: z.pipe(
    optionalText,
    z
      .string()
      .refine(
        (key) => Buffer.from(key, "base64").length === 32,
        "APP_ENCRYPTION_KEY must be 32 bytes in base64",
      )
      .optional(),
  ),
  SMTP_URL: z.pipe(
    optionalText,
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalText,
  /** Decision 033: uploaded files go to this S3 bucket when set, else to DATA_DIR/uploads. */
  S3_BUCKET: optionalText,
  S3_REGION: z.pipe(optionalText, z.string().default("us-east-1")),
  S3_ENDPOINT: z.pipe(
    optionalText,
    z
      .url({
        protocol: /^https?$/,
        error: "S3_ENDPOINT must be the store's address, e.g. https://s3.example.com",
      })
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: z.pipe(
    optionalText,
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/?$/,
        "S3_PREFIX must be folder names of letters, digits, - and _ separated by /, e.g. documents/",
      )
      .optional(),
  ),
  /** Decision 033: false when `npm run worker` processes drain the jobs instead of the server. */
  JOBS_IN_PROCESS: z.stringbool({ error: "JOBS_IN_PROCESS must be true or false" }).default(true),
  ...browserSettingsShape,
  ...lenderSettingsShape,
};

const settingsSchema = z.object(settingsShape);

export type Settings = z.infer<typeof settingsSchema>;
export type SettingName = keyof typeof settingsShape;
export { SettingsError };

/** Settings baked into the build and its rebuild fingerprint; each must be one validated here. */
export const buildTimeSettings: readonly SettingName[] = BUILD_TIME_SETTINGS;

/** Settings that become required when another one is set: [when, then]. */
const requiredTogether: ReadonlyArray<readonly [SettingName, SettingName]> = [
  ["RECAPTCHA_SECRET_KEY", "NEXT_PUBLIC_RECAPTCHA_SITE_KEY"],
  ["NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
  ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
  ["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"],
  ["ENCOMPASS_API_URL", "ENCOMPASS_CLIENT_ID"],
  ["ENCOMPASS_API_URL", "ENCOMPASS_CLIENT_SECRET"],
  ["ENCOMPASS_API_URL", "ENCOMPASS_WEBHOOK_KEY"],
  ["LENDINGPAD_API_URL", "LENDINGPAD_API_KEY"],
  ["LENDINGPAD_API_URL", "LENDINGPAD_WEBHOOK_KEY"],
  ["BYTE_API_URL", "BYTE_USERNAME"],
  ["BYTE_API_URL", "BYTE_PASSWORD"],
  ["BYTE_API_URL", "BYTE_AUTH_KEY"],
  ["BYTE_API_URL", "BYTE_WEBHOOK_KEY"],
];

/** A live deployment takes real traffic: no sandbox adapter, and the lender's own identity. */
function refuseDemoParts(s: Settings, source: Record<string, string | undefined>) {
  for (const name of ["APP_ENCRYPTION_KEY", "SITE_URL"] as const) {
    if (!s[name]) throw new SettingsError(`${name} is unset (DEPLOYMENT=live needs it)`);
  }
  if (!s.SITE_URL?.startsWith("https://")) {
    throw new SettingsError("SITE_URL is invalid: DEPLOYMENT=live serves over https://");
  }
  for (const name of LENDER_SETTINGS) {
    if (!source[name]?.trim())
      throw new SettingsError(`${name} is unset (DEPLOYMENT=live needs the lender's own)`);
    if (isDemoLenderValue(name, s)) {
      throw new SettingsError(`${name} is the demo value; DEPLOYMENT=live needs the lender's own`);
    }
  }
  // Last: the credit bureau and valuation have no vendor adapter yet, so this refusal always comes,
  // and the checks an operator can already satisfy speak first.
  const sandboxes = activeSandboxes(s);
  if (sandboxes.length > 0) {
    throw new SettingsError(
      `DEPLOYMENT=live needs real adapters; sandboxes still selected: ${sandboxes.join(", ")}`,
    );
  }
}

export function readSettings(source: Record<string, string | undefined>): Settings {
  const s = parseSettings(settingsSchema, source);
  for (const [when, then] of requiredTogether) {
    if (s[when] !== undefined && s[then] === undefined) throw new SettingsError(`${then} is unset`);
  }
  if (s.DEPLOYMENT === "live") refuseDemoParts(s, source);
  return s;
}

let cached: Settings | undefined;

/** The site's public address, for links in e-mails and sign-in: SITE_URL, or this machine. */
export function siteUrl(s: Settings = settings()): string {
  return s.SITE_URL ?? `http://localhost:${s.PORT}`;
}

/** Who the site's e-mails come from: MAIL_FROM, or the lender's name and contact address. */
export function mailFrom(s: Settings = settings()): string {
  return s.MAIL_FROM ?? `${s.LENDER_LEGAL_NAME} <${s.LENDER_EMAIL}>`;
}

/**
 * next-auth builds its URLs from X-Forwarded-Host only when told to trust it. The auth endpoint
 * sets that header itself from SITE_URL and the realm's base path (src/server/auth/auth-endpoint.ts),
 * replacing any client's; NEXTAUTH_URL would pin both realms to one path, so it is not used.
 */
export function letNextAuthBuildUrlsFromTheForwardedHost(): void {
  process.env.AUTH_TRUST_HOST = "true";
  delete process.env.NEXTAUTH_URL;
}

/** The process's settings, read from the environment on first use. */
export function settings(): Settings {
  cached ??= readSettings(process.env);
  return cached;
}

/**
 * LOG_LEVEL alone, without caching the other settings: the logger is created when its module loads,
 * which in the host is before `.env` files are read. A wrong value falls back to `info`; start-up
 * validation reports it.
 */
export function logLevelSetting(source: Record<string, string | undefined> = process.env) {
  const parsed = logLevel.safeParse(source.LOG_LEVEL?.trim() || undefined);
  return parsed.success ? parsed.data : "info";
}

/**
 * What every page shows, for server components: public pages are prerendered, so `next build`
 * reads these, and build-time-settings.mjs puts every setting they depend on in the fingerprint.
 */
export function lenderIdentity(): LenderIdentity {
  return lenderIdentityFrom(settings());
}

/** The sandboxes in use; while any is, every page carries the "demo: no real checks are made" banner. */
export function sandboxesInUse(): SandboxName[] {
  return activeSandboxes(settings());
}

export type { LenderIdentity, SandboxName };
