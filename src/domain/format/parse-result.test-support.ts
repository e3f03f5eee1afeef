import type { ParseResult } from "./parse-result";

/** True when a parser answered with a value, or with a reason a person can read (never empty). */
export function isWellFormed(result: ParseResult<unknown>): boolean {
  return result.ok ? "value" in result : typeof result.reason === "string" && result.reason.length > 10;
}
