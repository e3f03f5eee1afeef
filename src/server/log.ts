import pino from "pino";
import { settings } from "@/env";

/**
 * Field names whose values never reach a log line (DESIGN.md §5). Matched at the top level and
 * one or two levels down, which is where request payloads and errors carry them.
 */
export const SENSITIVE_KEYS = [
  "ssn",
  "dob",
  "dateOfBirth",
  "accountNumber",
  "routingNumber",
  "password",
  "code",
  "token",
  "csrfToken",
  "authorization",
  "cookie",
  "x-recaptcha-token",
  "secret",
] as const;

const redactPaths = SENSITIVE_KEYS.flatMap((k) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(k) ? k : `["${k}"]`;
  const dot = key.startsWith("[") ? "" : ".";
  return [key, `*${dot}${key}`, `*.*${dot}${key}`];
});

export function createLogger(destination?: pino.DestinationStream) {
  return pino(
    {
      level: settings().LOG_LEVEL,
      base: { service: "keystone" },
      redact: { paths: redactPaths, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

export const log = createLogger();
export type Logger = typeof log;
