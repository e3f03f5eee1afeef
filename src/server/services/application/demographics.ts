import type { Who } from "@/domain/application/application-steps";
import type { Demographics } from "@/domain/application/demographics";
import type { ApplicationContext } from "./application-context";
import { assertBorrowerExists } from "./assert-borrower-exists";
import { type StepSaved, saveApplicationStep } from "./save-application-step";
import { readSection } from "./section-store";

/**
 * Step 6, demographic information (HMDA). The answers are read back only by their borrower's own
 * screen and the summary: nothing in pricing or eligibility reads the `demographics` section
 * (decision 030).
 */
export async function demographicsView(
  ctx: ApplicationContext,
  who: Who,
): Promise<{ version: number; answers: Demographics | null }> {
  assertBorrowerExists(ctx, who);
  const { deps, application } = ctx;
  const section = await readSection<Demographics>(
    deps.db,
    deps.fieldKey,
    application.id,
    "demographics",
    who,
  );
  return { version: section.version, answers: section.data };
}

export function saveDemographics(
  ctx: ApplicationContext,
  input: { who: Who; version: number; answers: Demographics },
): Promise<StepSaved> {
  return saveApplicationStep(ctx, {
    step: "demographics",
    who: input.who,
    version: input.version,
    data: input.answers,
  });
}
