import type { WaiveConditionRequest } from "@/domain/portal/condition-inputs";
import type { PipelineRequest } from "./applicant-reach";
import { changeCondition } from "./change-condition";

/** Waive an outstanding condition, never without the reason (decision 094): the applicant no longer sees it. */
export function waiveCondition(ctx: PipelineRequest, input: WaiveConditionRequest) {
  return changeCondition(ctx, input, {
    event: "waive",
    permission: "reviewConditions",
    action: "condition.waived",
    apply: async (_condition, _tx, by) => ({
      set: { clearedAt: ctx.deps.now(), clearedBy: by, waiverReason: input.reason },
      details: { reason: input.reason },
    }),
  });
}
