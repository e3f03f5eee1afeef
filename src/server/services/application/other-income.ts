import type { Who } from "@/domain/application/application-steps";
import { type OtherIncome, otherIncomeOutput, otherIncomeProblems } from "@/domain/application/other-income";
import type { ApplicationContext } from "./application-context";
import { ApplicationError } from "./application-error";
import { rentalPropertiesOf } from "./rental-properties";
import { type StepSaved, saveApplicationStep } from "./save-application-step";
import { readSection } from "./section-store";

/** application.otherIncome.get: the income sources given, and the properties rent can come from. */
export async function getOtherIncome(ctx: ApplicationContext, who: Who) {
  const section = await readSection<unknown>(
    ctx.deps.db,
    ctx.deps.fieldKey,
    ctx.application.id,
    "otherIncome",
    who,
  );
  return {
    version: section.version,
    answers: section.data ? otherIncomeOutput.parse(section.data) : null,
    properties: await rentalPropertiesOf(ctx),
  };
}

/**
 * application.otherIncome.save (manualIncomeVerification): every other income with what its type
 * needs; rent only from a property on the application, so its rental agreements can be asked for
 * (spec §9, one per rented unit).
 */
export async function saveOtherIncome(
  ctx: ApplicationContext,
  input: { who: Who; version: number; answers: OtherIncome },
): Promise<StepSaved> {
  const [problem] = otherIncomeProblems(input.answers, await rentalPropertiesOf(ctx));
  if (problem)
    throw new ApplicationError("BAD_REQUEST", problem.message, ["answers", ...problem.path].join("."));
  return saveApplicationStep(ctx, {
    step: "otherIncome",
    who: input.who,
    version: input.version,
    data: { incomeSources: input.answers.incomeSources },
  });
}
