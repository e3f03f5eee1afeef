import { and, eq } from "drizzle-orm";
import type { AddConditionRequest } from "@/domain/portal/pipeline-inputs";
import { conditions } from "@/server/db/schema";
import type { JobQueue } from "@/server/jobs/job-queue";
import { addCondition } from "@/server/services/documents/add-condition";
import {
  applicationInReach,
  asPortalRefusal,
  type PipelineRequest,
  staffServiceDeps,
} from "./applicant-reach";
import { PortalError } from "./portal-error";

const CONDITION_NOT_FOUND =
  "We could not find that condition on this application. Reload the page to see its conditions.";

/**
 * Add a spec §9 condition to an applicant's application by its code (`addCondition`: the code
 * gives the kind; an e-mail condition's message goes to the job queue once it is recorded).
 */
export async function addApplicantCondition(
  ctx: PipelineRequest & { jobs: JobQueue },
  input: AddConditionRequest,
) {
  await applicationInReach(ctx, input.applicationId, "manageConditions");
  return asPortalRefusal(
    addCondition(
      { ...staffServiceDeps(ctx), jobs: ctx.jobs },
      {
        applicationId: input.applicationId,
        code: input.code,
        borrower: input.borrower,
        documentType: input.documentType,
        text: input.text || undefined,
        by: `staff:${ctx.actor.id}`,
      },
    ),
  );
}

/**
 * Waive an open condition: the applicant no longer sees it. A condition already cleared or waived
 * is left as it is (CONFLICT), so a waiver never overwrites the applicant's answer.
 */
export async function waiveApplicantCondition(
  ctx: PipelineRequest,
  input: { applicationId: string; conditionId: string },
) {
  await applicationInReach(ctx, input.applicationId, "manageConditions");
  const { db, now } = ctx.deps;
  return db.transaction(async (tx) => {
    const [condition] = await tx
      .select({ id: conditions.id, status: conditions.status, code: conditions.code })
      .from(conditions)
      .where(and(eq(conditions.id, input.conditionId), eq(conditions.applicationId, input.applicationId)))
      .for("update");
    if (!condition) throw new PortalError("NOT_FOUND", CONDITION_NOT_FOUND);
    if (condition.status !== "open")
      throw new PortalError(
        "CONFLICT",
        `This condition is already ${condition.status}. Reload the page to see where it stands.`,
      );
    const by = `staff:${ctx.actor.id}`;
    await tx
      .update(conditions)
      .set({ status: "waived", clearedAt: now(), clearedBy: by })
      .where(eq(conditions.id, condition.id));
    await staffServiceDeps(ctx).audit(tx, {
      actor: by,
      action: "condition.waived",
      subject: `application:${input.applicationId}`,
      details: { conditionId: condition.id, code: condition.code },
    });
    return { waived: true as const };
  });
}
