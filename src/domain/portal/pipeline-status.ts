import { FUNNEL_STEPS } from "../funnel/funnel-steps";

const LABELS = new Map<string, string>(FUNNEL_STEPS.map((s) => [s.status, s.label]));

/**
 * The pipeline's status column (decision 040): spec §4's label of the application's status
 * ("Income Docs", "Submitted"); "Declined" once a decline notice was given, "Not started" before
 * the first step is saved, and the status itself for one the funnel does not name.
 */
export function pipelineStatusLabel(status: string | null, declined: boolean): string {
  if (declined) return "Declined";
  if (status === null) return "Not started";
  return LABELS.get(status) ?? status;
}
