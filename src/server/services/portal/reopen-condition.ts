import type { ReopenConditionRequest } from "@/domain/portal/condition-inputs";
import type { PipelineRequest } from "./applicant-reach";
import { changeCondition } from "./change-condition";

/**
 * Open a cleared or waived condition again (decision 094), with the reason the applicant reads,
 * as when a file is sent back; what cleared or waived it stays in the audit trail.
 */
export function reopenCondition(ctx: PipelineRequest, input: ReopenConditionRequest) {
  return changeCondition(ctx, input, {
    event: "reopen",
    permission: "reviewConditions",
    action: "condition.reopened",
    apply: async () => ({
      set: {
        clearedAt: null,
        clearedBy: null,
        waiverReason: null,
        receivedDocumentId: null,
        sentBackReason: input.reason,
        sentBackNote: input.note || null,
      },
      details: { reason: input.reason, note: input.note || null },
    }),
  });
}
