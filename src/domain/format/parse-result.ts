/**
 * What every parser in the domain returns: a value, or a plain sentence the person can act on
 * (docs/design.md §4: errors shown to people say what to do next). Parsers never throw.
 */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export function parsed<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

export function rejected<T = never>(reason: string): ParseResult<T> {
  return { ok: false, reason };
}
