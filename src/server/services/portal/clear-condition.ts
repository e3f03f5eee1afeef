import { and, eq, isNull } from "drizzle-orm";
import type { ClearConditionRequest } from "@/domain/portal/condition-inputs";
import { documents } from "@/server/db/schema";
import type { PipelineRequest } from "./applicant-reach";
import { changeCondition } from "./change-condition";

/** A reviewer clears a condition: met (decision 094). The file received for it counts as reviewed. */
export function clearCondition(ctx: PipelineRequest, input: ClearConditionRequest) {
  return changeCondition(ctx, input, {
    event: "clear",
    permission: "reviewConditions",
    action: "condition.cleared",
    apply: async (condition, tx, by) => {
      const now = ctx.deps.now();
      if (condition.receivedDocumentId)
        await tx
          .update(documents)
          .set({ reviewedAt: now })
          .where(and(eq(documents.id, condition.receivedDocumentId), isNull(documents.reviewedAt)));
      return {
        set: { clearedAt: now, clearedBy: by, sentBackReason: null, sentBackNote: null },
        details: { documentId: condition.receivedDocumentId },
      };
    },
  });
}
