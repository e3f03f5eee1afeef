import { z } from "zod";

/**
 * What every parser in the domain returns: a value, or a plain sentence the person can act on
 * (DESIGN.md §4: errors shown to people say what to do next). Parsers never throw.
 */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export function parsed<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

export function rejected<T = never>(reason: string): ParseResult<T> {
  return { ok: false, reason };
}

/**
 * A zod schema whose validation is one of our parsers, so the form and the server refuse the same
 * input with the same sentence (STYLE.md: one source of truth for validation).
 */
export function inputFromParser<T>(parse: (text: string) => ParseResult<T>) {
  return z.string().transform((text, ctx): T => {
    const result = parse(text);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.reason });
    return z.NEVER;
  });
}
