import type { EditConditionRequest } from "@/domain/portal/condition-inputs";
import type { PipelineRequest } from "./applicant-reach";
import { changeCondition } from "./change-condition";

/**
 * Rewrite an outstanding condition's text, category, owner and due date (decision 095); the
 * coborrower's condition asks the coborrower. The audit record keeps what each field was.
 */
export function editCondition(ctx: PipelineRequest, input: EditConditionRequest) {
  return changeCondition(ctx, input, {
    event: "edit",
    permission: "manageConditions",
    action: "condition.edited",
    apply: async (condition) => {
      const borrower =
        input.owner === "coborrower"
          ? ("coborrower" as const)
          : condition.borrower === "coborrower"
            ? null
            : condition.borrower;
      const changed = (["text", "category", "owner", "dueOn"] as const).filter(
        (k) => condition[k] !== input[k],
      );
      return {
        set: { text: input.text, category: input.category, owner: input.owner, dueOn: input.dueOn, borrower },
        details: { changed, before: Object.fromEntries(changed.map((k) => [k, condition[k]])) },
      };
    },
  });
}
