import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

/**
 * The server's per-field sentences (`data.fieldErrors`, src/server/api/trpc.ts), keyed by the
 * form's own field paths: `saveStep` nests a step's answers under `answers`, which the form does not.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fieldErrors = (error as { data?: { fieldErrors?: Record<string, string[]> | null } } | null)?.data
    ?.fieldErrors;
  const found: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages?.[0];
    if (message) found[key.replace(/^answers\./, "")] = message;
  }
  return found;
}

/** The plain sentence of a failed call: the server's own, or `offline` for a lost connection. */
export function refusalOf(error: unknown, offline: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() !== "" && !/fetch|network/i.test(message)
    ? message
    : offline;
}

/**
 * Shows a refused save: each field's sentence beside its field (the first one takes the focus).
 * Answers the sentence to show above Continue when none of the form's fields was named.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  offline: string,
): string | null {
  const byField = serverFieldErrors(error);
  let shown = false;
  for (const field of fields) {
    const message = byField[field];
    if (message) {
      setError(field, { type: "server", message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown ? null : refusalOf(error, offline);
}
