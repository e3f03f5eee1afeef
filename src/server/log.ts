import pino from "pino";
import { logLevelSetting } from "@/env";

/**
 * Field names whose values never reach a log line (docs/design.md §5), matched at any depth and in any
 * case: SSNs, dates of birth, account and routing numbers, passwords, one-time codes, tokens,
 * cookies.
 */
const SENSITIVE_KEY =
  /ssn|social.?security|dob|birth|account.?number|routing|password|passcode|^code$|one.?time|otp|token|secret|cookie|authorization/i;

const CENSOR = "[redacted]";

/** A query string or fragment after an address or path: what a person typed often travels there. */
const QUERY_OR_FRAGMENT = /(?<=\S)[?#][^\s"'`<>)\]]+/g;

/** The text with every query string and fragment taken out (`/faq?email=a@b.example` → `/faq`). */
function withoutQueries(text: string): string {
  return text.replace(QUERY_OR_FRAGMENT, "");
}

function censor(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return withoutQueries(value);
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => censor(item, depth + 1));
  // Errors go to the `err` serializer (safeError), which writes no message or values.
  if (value instanceof Date || value instanceof Error) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SENSITIVE_KEY.test(key) ? CENSOR : censor(item, depth + 1);
  }
  return out;
}

/**
 * Errors are logged by kind and place only: a database error's message and parameters carry the
 * values of the query (an SSN, a date of birth), so neither is ever written.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  return {
    type: error.name,
    ...(typeof code === "string" ? { code } : {}),
    // Only the "at …" lines: the stack's first lines repeat the message.
    frames: error.stack
      ?.split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith("at "))
      .slice(0, 7),
    ...(cause instanceof Error ? { cause: safeError(cause) } : {}),
  };
}

/** `level` defaults to LOG_LEVEL (src/env.ts); a wrong value logs at info and fails start-up validation. */
export function createLogger(destination?: pino.DestinationStream, level: string = logLevelSetting()) {
  return pino(
    {
      level,
      base: { service: "keystone" },
      serializers: { err: safeError },
      formatters: { log: (object) => censor(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === "string" ? withoutQueries(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** The process's logger; the server sets its level from the validated settings at start. */
export const log = createLogger();
export type Logger = typeof log;
