import {
  asksAboutSeller,
  needsRevisit,
  SELLER_ANSWER_IGNORED,
  SELLER_ANSWER_NEEDED,
} from "@/domain/application/later-answers";
import type { SubjectProperty } from "@/domain/application/subject-property";
import { subjectPropertyAnswersOutput } from "@/domain/application/subject-property-output";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { Database } from "@/server/db/client";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { ApplicationError } from "./application-error";
import { isPurchase } from "./declarations";
import { saveApplicationStep } from "./save-application-step";
import { readSection, readSections } from "./section-store";

/** What prequalification knew of the home and of the mortgage asked for, to start step 2 from. */
function prefillOf(answers: PrequalAnswers) {
  const purchase =
    answers.mortgagePurpose === "purchase"
      ? { purchasePrice: answers.purchasePrice, downPayment: answers.downPayment }
      : undefined;
  const refinance =
    answers.mortgagePurpose === "rateTerm" || answers.mortgagePurpose === "cashOut"
      ? { refinancePurpose: answers.mortgagePurpose, cashOutAmount: answers.cashOutAmount }
      : undefined;
  return {
    address: answers.address,
    propertyUse: answers.propertyUse,
    propertyType: answers.propertyType === "manufactured" ? undefined : answers.propertyType,
    units: answers.units,
    estimatedValue: answers.estimatedValue,
    purchase,
    refinance,
  };
}

/** Step 2 as the screen loads it: the loan product, the saved answers, and the prequal's answers. */
export async function subjectPropertyView(ctx: ApplicationContext) {
  const { deps, application } = ctx;
  const section = await readSection<SubjectProperty>(
    deps.db,
    deps.fieldKey,
    application.id,
    "subjectProperty",
    "application",
  );
  return {
    version: section.version,
    product: application.product,
    // A section that no longer reads as step 2's answers (saved by an older form) starts afresh.
    answers: subjectPropertyAnswersOutput.safeParse(section.data).data ?? null,
    prefill: prefillOf(ctx.application.answers as PrequalAnswers),
  };
}

/** Saves step 2 once per application; a mortgage's purchase or refinance only on a mortgage. */
export async function saveSubjectProperty(
  ctx: ApplicationContext,
  input: { version: number; answers: SubjectProperty },
) {
  if (input.answers.product !== ctx.application.product)
    throw new ApplicationError(
      "BAD_REQUEST",
      "These answers are for another kind of loan than this application's. Reload the page and try again.",
    );
  const purchaseBefore = await isPurchase(ctx);
  const saved = await saveApplicationStep(
    ctx,
    {
      step: "subjectProperty",
      who: "application",
      version: input.version,
      data: input.answers as Record<string, unknown>,
    },
    (tx) => sellerAnswerNotices(ctx, tx, purchaseBefore),
  );
  return { ...saved, notices: [...saved.notices, ...saved.followUp] };
}

/**
 * A purchase turned refinance (or back) after the declarations were saved: the seller answer is
 * then kept but ignored, or asked for again (decision 037).
 */
async function sellerAnswerNotices(
  ctx: ApplicationContext,
  tx: Database,
  purchaseBefore: boolean,
): Promise<string[]> {
  const sections = await readSections(tx, ctx.application.id);
  const facts = applicationFacts(ctx.application, sections);
  const purchaseAfter = asksAboutSeller(facts);
  if (purchaseAfter === purchaseBefore) return [];
  const declarations = sections.filter((s) => s.section === "declarations");
  if (!purchaseAfter)
    return declarations.some((s) => s.data.hasSpecialBorrowerSellerRelationship !== undefined)
      ? [SELLER_ANSWER_IGNORED]
      : [];
  return declarations.some((s) => needsRevisit(s, facts)) ? [SELLER_ANSWER_NEEDED] : [];
}
