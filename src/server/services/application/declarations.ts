import type { Who } from "@/domain/application/application-steps";
import { type Declarations, sellerQuestionIssue } from "@/domain/application/declarations";
import { asksAboutSeller } from "@/domain/application/later-answers";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { ApplicationError } from "./application-error";
import { assertBorrowerExists } from "./assert-borrower-exists";
import { type StepSaved, saveApplicationStep } from "./save-application-step";
import { readSection, readSections } from "./section-store";

/**
 * Form 1003 5a B asks about the seller in a purchase only: a mortgage bought with this loan, as
 * step 2 last described it (decision 037).
 */
export async function isPurchase(ctx: ApplicationContext): Promise<boolean> {
  return asksAboutSeller(
    applicationFacts(ctx.application, await readSections(ctx.deps.db, ctx.application.id)),
  );
}

/** Step 7, declarations: the saved answers, and whether the seller question is asked. */
export async function declarationsView(
  ctx: ApplicationContext,
  who: Who,
): Promise<{ version: number; answers: Declarations | null; purchase: boolean }> {
  assertBorrowerExists(ctx, who);
  const { deps, application } = ctx;
  const section = await readSection<Declarations>(
    deps.db,
    deps.fieldKey,
    application.id,
    "declarations",
    who,
  );
  return { version: section.version, answers: section.data, purchase: await isPurchase(ctx) };
}

export async function saveDeclarations(
  ctx: ApplicationContext,
  input: { who: Who; version: number; answers: Declarations },
): Promise<StepSaved> {
  const issue = sellerQuestionIssue(input.answers, { purchase: await isPurchase(ctx) });
  if (issue) throw new ApplicationError("BAD_REQUEST", issue, "answers.hasSpecialBorrowerSellerRelationship");
  return saveApplicationStep(ctx, {
    step: "declarations",
    who: input.who,
    version: input.version,
    data: input.answers,
  });
}
