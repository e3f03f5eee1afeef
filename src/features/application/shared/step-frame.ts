import type { FormEvent, ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * What a step's form needs from the screen around it, so the form can be tested on its own: the
 * frame (ApplicationStepLayout on the page: counter, Back, Reload) and the save.
 */
export interface StepFrameProps {
  title: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting?: boolean;
  error?: string | null;
  stale?: boolean;
  children: ReactNode;
}
/** Called, not rendered as a component: a new function each render must not remount the form. */
export type StepFrame = (props: StepFrameProps) => ReactNode;

export interface StepSave<Out> {
  submit: (answers: Out) => void;
  submitting: boolean;
  refusal: string | null;
  stale: boolean;
}

/**
 * A hook the form calls with itself and the version it loaded, so a refusal can be shown beside
 * the fields it names and a stale tab is told to reload.
 */
export type UseStepSave<T extends FieldValues, Out> = (
  form: UseFormReturn<T, unknown, Out>,
  version: number,
) => StepSave<Out>;

/** Every field path a form holds now ("properties.0.value"), for placing the server's refusals. */
export function fieldPathsOf(values: unknown, prefix = ""): string[] {
  if (values === null || typeof values !== "object") return prefix ? [prefix] : [];
  const entries = Array.isArray(values)
    ? values.map((v, i) => [String(i), v] as const)
    : Object.entries(values);
  const paths = entries.flatMap(([key, value]) => fieldPathsOf(value, prefix ? `${prefix}.${key}` : key));
  return prefix ? [prefix, ...paths] : paths;
}
