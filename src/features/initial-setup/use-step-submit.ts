"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { showRefusal } from "@/ui/server-refusals";

/**
 * The submit of an old-flow screen: checks the form with its schema, sends what the person typed
 * (`send`, a save whose answer names the next path, or null to stay), then goes there. A refusal is shown beside its
 * fields or as a sentence; Continue reads "Saving…" until the next screen opens.
 */
export function useStepSubmit<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  fields: readonly Path<T>[],
  send: (values: T, checked: Out) => Promise<{ next: string } | null>,
) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const onSubmit = form.handleSubmit(async (checked) => {
    setRefusal(null);
    try {
      const answer = await send(form.getValues(), checked);
      if (!answer) return;
      setLeaving(true);
      router.push(answer.next);
    } catch (error) {
      setRefusal(showRefusal(error, form.setError, fields));
    }
  });

  return { onSubmit, refusal, submitting: form.formState.isSubmitting || leaving };
}
