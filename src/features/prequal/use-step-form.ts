"use client";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { schemaResolver } from "@/ui/form-resolver";

/**
 * A new-flow step's form: checked by the step's domain schema (the one the server checks with) as
 * the person types, so Continue is enabled the moment the answers are valid; defaults are the
 * answers given so far.
 */
export function useStepForm<T extends FieldValues, Out>(
  schema: z.ZodType<Out>,
  defaultValues: DefaultValues<T>,
) {
  return useForm<T, unknown, Out>({
    resolver: schemaResolver<T, Out>(schema),
    defaultValues,
    mode: "onChange",
  });
}
