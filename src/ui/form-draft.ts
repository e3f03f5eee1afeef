"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/**
 * What a person typed on a page survives a sign-out by the idle limit (decision 018): a form's
 * non-sensitive values are kept in this tab's sessionStorage, keyed by the page and the form, and
 * put back when the form shows again (after signing back in, the sign-in page returns to the page).
 * Only the fields a form names are kept, and never one whose name reads as a secret.
 */
const PREFIX = "draft:";

/** Names that must never be written to storage, whatever a form lists (passwords, codes, SSNs, …). */
const SENSITIVE =
  /pass|token|^code$|onetimecode|verificationcode|otp|ssn|social|secret|^pin$|dob|birth|accountnumber|routing/i;

export function draftKey(page: string, form: string): string {
  return `${PREFIX}${page}#${form}`;
}

export function isSensitiveField(name: string): boolean {
  return SENSITIVE.test(name);
}

/** The listed, non-sensitive string values of a form, as stored. */
function draftOf(values: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field];
    if (!isSensitiveField(field) && typeof value === "string") kept[field] = value;
  }
  return kept;
}

function readDraft(storage: Storage, key: string, fields: readonly string[]): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? "null");
    return parsed && typeof parsed === "object" ? draftOf(parsed as Record<string, unknown>, fields) : {};
  } catch {
    return {};
  }
}

function writeDraft(storage: Storage, key: string, draft: Record<string, string>): void {
  try {
    if (Object.values(draft).some((value) => value !== "")) storage.setItem(key, JSON.stringify(draft));
    else storage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the draft is a convenience, the form still works.
  }
}

/** Forgets every draft of this tab: on a deliberate sign-out, so the next person finds nothing. */
export function clearAllDrafts(storage: Storage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
}

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps `fields` of a react-hook-form form in this tab's sessionStorage while it is typed and puts
 * them back when the form mounts. Call `clear()` once the form's work is done.
 */
export function useFormDraft<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  options: { name: string; fields: readonly Path<T>[] },
): { clear: () => void } {
  const page = usePathname() ?? "/";
  const key = draftKey(page, options.name);
  const fieldsRef = useRef(options.fields);
  const { setValue, watch } = form;

  useEffect(() => {
    const storage = sessionStore();
    if (!storage) return;
    const draft = readDraft(storage, key, fieldsRef.current);
    for (const [field, value] of Object.entries(draft)) {
      setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    const subscription = watch((values) => writeDraft(storage, key, draftOf(values, fieldsRef.current)));
    return () => subscription.unsubscribe();
  }, [key, setValue, watch]);

  return {
    clear: () => {
      sessionStore()?.removeItem(key);
    },
  };
}
