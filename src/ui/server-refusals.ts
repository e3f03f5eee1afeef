import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** The sentence for a lost connection when the screen has none of its own in its catalogue. */
export const OFFLINE_SENTENCE = "We could not connect. Check your internet connection and try again.";

function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  const data = (error as { data?: { fieldErrors?: Record<string, string[]> | null } } | null)?.data;
  return data?.fieldErrors ?? null;
}

/**
 * Did the server answer? A refusal it sent carries the error shape's `data` (its code, HTTP status
 * and field errors: src/server/api/trpc.ts); a call that never reached it (no connection, a
 * timeout, a blocked request) has none. Only the second is a lost connection: a 429's sentence
 * ("Too many sign-ups from your network. Try again in 48 minutes.") is the server's, wait included.
 */
export function serverAnswered(error: unknown): boolean {
  const data = (error as { data?: unknown } | null)?.data;
  return typeof data === "object" && data !== null;
}

/** The plain sentence of a failed call: the server's own when it answered, else one for a lost connection. */
export function sentenceOf(error: unknown, offline: string = OFFLINE_SENTENCE): string {
  const message = (error as { message?: unknown } | null)?.message;
  return serverAnswered(error) && typeof message === "string" && message.trim() !== "" ? message : offline;
}

/**
 * A refused save, shown the way the API sends it (src/server/api/trpc.ts): each of `fields` the
 * server names in `data.fieldErrors` (as `field`, or `answers.field` when the answers travel inside
 * the call) gets its sentence beside it, the first one the focus. Answers the sentence to show
 * above Continue, or null when every refusal found its field.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  offline: string = OFFLINE_SENTENCE,
): string | null {
  const fieldErrors = fieldErrorsOf(error);
  if (!fieldErrors) return sentenceOf(error, offline);
  let shown = 0;
  for (const field of fields) {
    const message = fieldErrors[field]?.[0] ?? fieldErrors[`answers.${field}`]?.[0];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: shown === 0 });
    shown++;
  }
  const unplaced = Object.entries(fieldErrors).filter(
    ([key]) => !fields.some((field) => key === field || key === `answers.${field}`),
  );
  if (unplaced.length === 0 && shown > 0) return null;
  // A refusal about something the form does not show: its own sentence, not "Some answers need another look."
  return unplaced[0]?.[1][0] ?? sentenceOf(error, offline);
}
