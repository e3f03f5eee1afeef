import { conditionsChangeable } from "@/domain/conditions/condition-states";
import type { AddConditionRequest } from "@/domain/portal/pipeline-inputs";
import type { JobQueue } from "@/server/jobs/job-queue";
import { addCondition } from "@/server/services/documents/add-condition";
import {
  applicationInReach,
  asPortalRefusal,
  type PipelineRequest,
  staffServiceDeps,
} from "./applicant-reach";
import { PortalError } from "./portal-error";

/**
 * Add a spec §9 condition to an applicant's application by its code (`addCondition`: the code
 * gives the kind; an e-mail condition's message goes to the job queue once it is recorded), with
 * the text, category, owner and due date the staff member wrote (decision 095).
 */
export async function addApplicantCondition(
  ctx: PipelineRequest & { jobs: JobQueue },
  input: AddConditionRequest,
) {
  const { application } = await applicationInReach(ctx, input.applicationId, "manageConditions");
  const changeable = conditionsChangeable({ declined: application.declinedAt !== null });
  if (!changeable.ok) throw new PortalError("CONFLICT", changeable.sentence);
  return asPortalRefusal(
    addCondition(
      { ...staffServiceDeps(ctx), jobs: ctx.jobs },
      {
        applicationId: input.applicationId,
        code: input.code,
        owner: input.owner,
        category: input.category,
        dueOn: input.dueOn,
        documentType: input.documentType,
        text: input.text || undefined,
        by: `staff:${ctx.actor.id}`,
      },
    ),
  );
}
