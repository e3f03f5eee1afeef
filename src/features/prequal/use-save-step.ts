"use client";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterInputs } from "@trpc/server";
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { showRefusal } from "@/ui/server-refusals";
import { useGoOn } from "./use-journey";

type SaveStepInput = inferRouterInputs<AppRouter>["prequal"]["saveStep"];
export type SavedStep = SaveStepInput["step"];

/**
 * Saves one step's answers (`prequal.saveStep`, the form's own strings: the server reads them with
 * the same schema) and goes on to the step the server names. A refusal is shown beside the fields
 * it names, or as `refusal`, a sentence for above Continue. `submitting` stays true until the next
 * screen shows, so Continue cannot send twice.
 */
export function useSaveStep<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  step: SavedStep,
  fields: readonly FieldPath<T>[],
) {
  const t = useTranslations("prequal");
  const trpc = useTRPC();
  const goOn = useGoOn();
  const save = useMutation(trpc.prequal.saveStep.mutationOptions());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = (answers: unknown) => {
    setRefusal(null);
    save.mutate({ flow: "new", step, answers } as SaveStepInput, {
      onSuccess: ({ next }) => {
        setLeaving(true);
        goOn(next);
      },
      onError: (error) => setRefusal(showRefusal(error, form.setError, fields, t("offline"))),
    });
  };

  return { submit, refusal, submitting: save.isPending || leaving };
}
