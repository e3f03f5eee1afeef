import type { Who } from "@/domain/application/application-steps";
import {
  type BusinessInformation,
  businessInformationOutput,
  businessInformationProblem,
} from "@/domain/application/business-information";
import { isCurrent, SELF_OWNED_THRESHOLD_PERCENT } from "@/domain/employment/employment";
import type { ApplicationContext } from "./application-context";
import { ApplicationError } from "./application-error";
import { readEmployment } from "./employment-section";
import { type StepSaved, saveApplicationStep } from "./save-application-step";
import { readSection } from "./section-store";

/**
 * application.businessInformation.get: the business given, or a start from step 4's 25%+ current
 * job (its name, start and share), so the owner confirms rather than types it twice.
 */
export async function getBusinessInformation(ctx: ApplicationContext, who: Who) {
  const section = await readSection<unknown>(
    ctx.deps.db,
    ctx.deps.fieldKey,
    ctx.application.id,
    "businessInformation",
    who,
  );
  const { employment } = await readEmployment(ctx, who);
  const owned = employment.employments.find(
    (job) => isCurrent(job) && (job.percentageOwned ?? 0) >= SELF_OWNED_THRESHOLD_PERCENT,
  );
  return {
    version: section.version,
    answers: businessInformationOutput.safeParse(section.data).data ?? null,
    fromEmployment: owned
      ? {
          businessName: owned.employerName,
          startDate: owned.startDate,
          ownershipShare: owned.percentageOwned ?? 0,
        }
      : null,
  };
}

/** application.businessInformation.save: only for a borrower owning 25%+ of a current business. */
export async function saveBusinessInformation(
  ctx: ApplicationContext,
  input: { who: Who; version: number; answers: BusinessInformation },
): Promise<StepSaved> {
  const problem = businessInformationProblem(input.answers, ctx.deps.now());
  if (problem) throw new ApplicationError("BAD_REQUEST", problem, "answers.startDate");
  // saveApplicationStep refuses a borrower who has no turn here (no 25%+ current business).
  return saveApplicationStep(ctx, {
    step: "businessInformation",
    who: input.who,
    version: input.version,
    data: JSON.parse(JSON.stringify(input.answers)) as Record<string, unknown>,
  });
}
