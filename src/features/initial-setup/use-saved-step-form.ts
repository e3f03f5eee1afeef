"use client";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/ui/form-resolver";
import { OLD_FLOW, type SaveStepCall, useSaveStep } from "./initial-setup-api";
import type { ReadyStep } from "./step-gate";
import { useStepSubmit } from "./use-step-submit";

/** The steps `prequal.saveStep` takes from the old flow (brief of issue 8). */
export type OldFlowSaveStep =
  | "name"
  | "property-value"
  | "mortgage-estimate"
  | "has-fbm"
  | "is-self-employed"
  | "credit-range"
  | "credit-income"
  | "zip"
  | "property-usage"
  | "coborrower"
  | "mortgage-balance"
  | "mcr";

/**
 * A screen whose answers `prequal.saveStep` keeps: a react-hook-form form checked by the step's
 * domain schema (the one the server checks with), whose values (the text typed, or `toAnswers` of
 * it) are saved and whose answer is the next path. Defaults are the answers given so far.
 */
export function useSavedStepForm<T extends FieldValues, Out>(
  step: OldFlowSaveStep,
  schema: z.ZodType<Out>,
  defaultValues: DefaultValues<T>,
  toAnswers: (values: T) => unknown = (values) => values,
) {
  const form = useForm<T, unknown, Out>({
    resolver: schemaResolver<T, Out>(schema),
    mode: "onTouched",
    defaultValues,
  });
  const save = useSaveStep();
  const submit = useStepSubmit(form, Object.keys(defaultValues) as Path<T>[], (values) =>
    save.mutateAsync({ ...OLD_FLOW, step, answers: toAnswers(values) } as SaveStepCall),
  );
  return { form, ...submit };
}

/** StepLayout's props for a ready screen and its form. */
export function layoutOf(
  step: ReadyStep,
  form: { formState: { isValid: boolean } },
  submit: { onSubmit: () => void; refusal: string | null; submitting: boolean },
) {
  return {
    step: step.step,
    back: step.back,
    onSubmit: submit.onSubmit,
    continueDisabled: !form.formState.isValid,
    submitting: submit.submitting,
    error: submit.refusal,
  };
}
