"use client";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";
import { type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { Notice } from "@/ui/notice";
import { OFFLINE_SENTENCE, sentenceOf } from "@/ui/server-refusals";

/**
 * The props of an MUI TextField bound to one field of a react-hook-form form: a visible label, the
 * error (or the hint) as helper text, which MUI ties to the input with aria-describedby, and
 * aria-invalid while it is wrong.
 */
export function fieldProps<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  name: Path<T>,
  options: { id: string; label: string; hint?: string },
) {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const { ref, ...registered } = form.register(name);
  return {
    ...registered,
    inputRef: ref,
    id: options.id,
    label: options.label,
    error: Boolean(error),
    helperText: error ?? options.hint,
    fullWidth: true,
  };
}

/** A refusal beside a form, read out when it appears. */
export function FormRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Notice severity="error" role="alert">
      {message}
    </Notice>
  );
}

/** A view's heading; it takes the focus when the view replaces another, so keyboard and screen-reader users follow. */
export function ViewHeading({ children, takeFocus }: { children: string; takeFocus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new heading (another view) takes the focus again.
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus, children]);
  return (
    <Typography variant="h1" ref={ref} tabIndex={-1} gutterBottom sx={{ outline: "none" }}>
      {children}
    </Typography>
  );
}

/** tRPC's field errors (`data.fieldErrors`, src/server/api/trpc.ts) put beside their fields; true when any was. */
export function showServerFieldErrors<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  const fieldErrors = (error as { data?: { fieldErrors?: Record<string, string[]> | null } })?.data
    ?.fieldErrors;
  if (!fieldErrors) return false;
  let shown = false;
  for (const field of fields) {
    const message = fieldErrors[field]?.[0];
    if (message) {
      form.setError(field, { type: "server", message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}

/** The sentence of a failed API call: the server's plain sentence, or one for a lost connection. */
export function apiRefusal(error: unknown): string {
  return sentenceOf(error, OFFLINE_SENTENCE);
}
