import { eq } from "drizzle-orm";
import type { SendBackConditionRequest } from "@/domain/portal/condition-inputs";
import { documents } from "@/server/db/schema";
import type { PipelineRequest } from "./applicant-reach";
import { changeCondition } from "./change-condition";

/**
 * A reviewer sends back the file received for a condition with a reason of the list and a note
 * (decision 096): the condition is open again, the applicant's checklist says why in plain words,
 * and the file no longer counts on the checklist (it stays on record, reviewed).
 */
export function sendBackConditionFile(ctx: PipelineRequest, input: SendBackConditionRequest) {
  return changeCondition(ctx, input, {
    event: "sendBack",
    permission: "reviewConditions",
    action: "condition.sentBack",
    apply: async (condition, tx) => {
      const now = ctx.deps.now();
      if (condition.receivedDocumentId)
        await tx
          .update(documents)
          .set({ sentBackAt: now, reviewedAt: now })
          .where(eq(documents.id, condition.receivedDocumentId));
      return {
        set: { sentBackReason: input.reason, sentBackNote: input.note || null, receivedDocumentId: null },
        details: { documentId: condition.receivedDocumentId, reason: input.reason, note: input.note || null },
      };
    },
  });
}
