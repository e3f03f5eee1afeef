import { and, eq } from "drizzle-orm";
import type { ConditionAnswer } from "@/domain/conditions/condition-answers";
import { conditions } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { ApplicationError } from "@/server/services/application/application-error";
import { sendChangesToLendingSystem } from "@/server/services/lending-system/send-changes";

export const CONDITION_NOT_FOUND =
  "We couldn’t find that condition. Reload the page to see what we still need.";

/**
 * conditions.answer: the applicant answers an open information condition of their own application
 * with the form of its kind (the same schema validated it), which clears it. The audit record says
 * who answered which condition, never the answer (it may be an address or an employer).
 */
export async function answerCondition(
  ctx: ApplicationContext,
  input: { conditionId: string } & ConditionAnswer,
) {
  const { deps, application } = ctx;
  const answered = await deps.db.transaction(async (tx) => {
    const [condition] = await tx
      .select()
      .from(conditions)
      .where(and(eq(conditions.id, input.conditionId), eq(conditions.applicationId, application.id)))
      .for("update");
    if (!condition) throw new ApplicationError("NOT_FOUND", CONDITION_NOT_FOUND);
    if (condition.kind !== "information")
      throw new ApplicationError(
        "BAD_REQUEST",
        condition.kind === "document"
          ? "This condition is cleared by uploading the document it asks for."
          : "This condition is cleared by returning the form we e-mailed you.",
      );
    if (condition.informationKind !== input.kind)
      throw new ApplicationError(
        "BAD_REQUEST",
        "This answer does not fit the question. Reload the page and answer again.",
      );
    if (condition.status !== "open")
      throw new ApplicationError("CONFLICT", "You have already answered this.");
    const now = deps.now();
    await tx
      .update(conditions)
      .set({
        answer: input.answer as Record<string, unknown>,
        status: "cleared",
        clearedAt: now,
        clearedBy: ctx.actor,
      })
      .where(eq(conditions.id, condition.id));
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "condition.answered",
      subject: `application:${application.id}`,
      details: { conditionId: condition.id, code: condition.code, kind: input.kind },
      address: ctx.address,
    });
    return { cleared: true as const };
  });
  await sendChangesToLendingSystem(deps, application.id);
  return answered;
}
