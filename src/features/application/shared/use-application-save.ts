"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslations } from "use-intl";
import { showRefusal } from "@/ui/server-refusals";
import { toast } from "@/ui/toasts";

/** What every application screen's save answers (saveApplicationStep). */
export interface StepSaved {
  version: number;
  next: string;
  notices: string[];
}

const codeOf = (error: unknown) => (error as { data?: { code?: string } } | null)?.data?.code;

/**
 * Saving an application screen: on success, each notice as a toast ("… no longer applies") and on
 * to the next screen; a refusal beside its fields or as a sentence; a stale version (another tab
 * saved first) as `stale`, for the screen to offer a reload instead of overwriting. `submitting`
 * stays true until the next screen shows, so Continue cannot send twice.
 */
export function useApplicationSave<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  fields: readonly Path<T>[],
) {
  const t = useTranslations("application");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const onSaved = ({ next, notices }: StepSaved) => {
    for (const notice of notices) toast(notice, "info");
    setLeaving(true);
    // The next screen reads the journey afresh: this save opened it.
    queryClient.removeQueries();
    router.push(next);
  };
  const onRefused = (error: unknown) => {
    setStale(codeOf(error) === "CONFLICT");
    setRefusal(showRefusal(error, form.setError, fields, t("offline")));
  };
  const reset = () => {
    setRefusal(null);
    setStale(false);
  };
  return { onSaved, onRefused, reset, refusal, stale, leaving };
}
