import { format } from "node:util";
import type { Logger } from "../src/server/log";

type ConsoleMethod = "error" | "warn" | "log" | "info" | "debug" | "trace";

const LEVEL_OF: Record<ConsoleMethod, "error" | "warn" | "info" | "debug"> = {
  error: "error",
  warn: "warn",
  log: "info",
  info: "info",
  debug: "debug",
  trace: "debug",
};

/**
 * Sends what a library prints (Next's "Failed to find Server Action", its report of a request line
 * it could not parse) through the process's logger instead of raw to stderr, so it is censored like
 * every other line: errors by kind and place only, query strings and fragments stripped, sensitive
 * fields redacted, one JSON line each.
 */
export function routeConsoleToLog(target: Pick<Console, ConsoleMethod>, logger: Logger): void {
  for (const method of Object.keys(LEVEL_OF) as ConsoleMethod[]) {
    const level = LEVEL_OF[method];
    target[method] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter(
        (arg) => arg !== null && typeof arg === "object" && !(arg instanceof Error),
      );
      const text = args.filter((arg) => arg === null || typeof arg !== "object");
      const fields = {
        source: "console",
        ...(err ? { err } : {}),
        ...(details.length > 0 ? { details } : {}),
      };
      logger[level](fields, text.length > 0 ? format(...text) : err ? "error printed" : "");
    };
  }
}
