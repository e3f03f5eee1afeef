import { TRPCClientError } from "@trpc/client";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { sentenceOf } from "@/ui/server-refusals";

/**
 * Puts a refused call's sentences beside the fields: the server's per-field messages where it sent
 * them (validation), otherwise its one sentence on `fallback`, the field the refusal is about.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: FieldPath<T>,
  fields: readonly FieldPath<T>[],
) {
  const fieldErrors = fieldErrorsOf(error);
  let shown = false;
  for (const field of fields) {
    const message = fieldErrors?.[field]?.[0];
    if (message) {
      setError(field, { type: "server", message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  if (!shown) setError(fallback, { type: "server", message: messageOf(error) }, { shouldFocus: true });
}

/** The server's per-field messages of a refused call (validation), or null when it sent none. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof TRPCClientError)) return null;
  return (error.data as { fieldErrors?: Record<string, string[]> | null } | undefined)?.fieldErrors ?? null;
}

/**
 * The plain sentence of a failed call: the server's own (the API only ever answers sentences
 * written for people), or, when no answer came, that the connection failed.
 */
export function messageOf(error: unknown): string {
  return sentenceOf(error);
}
