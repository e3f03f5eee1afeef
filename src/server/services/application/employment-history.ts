import { randomUUID } from "node:crypto";
import type { Who } from "@/domain/application/application-steps";
import { BUSINESS_NO_LONGER_APPLIES } from "@/domain/application/business-information";
import {
  type EmploymentHistory,
  employmentHistoryProblems,
  gapKey,
  gapsToExplain,
} from "@/domain/application/employment-history";
import { employmentRecordsAfterEdit } from "@/domain/application/employment-record";
import { isSelfEmployed } from "@/domain/employment/employment";
import type { ApplicationContext } from "./application-context";
import { ApplicationError } from "./application-error";
import { employmentData, readEmployment } from "./employment-section";
import { type StepSaved, saveApplicationStep } from "./save-application-step";
import { readSection } from "./section-store";

/** application.employment.get: the jobs and explained gaps, and the day the two years count from. */
export async function getEmploymentHistory(ctx: ApplicationContext, who: Who) {
  const { employment, version } = await readEmployment(ctx, who);
  return {
    version,
    answers: { employments: employment.employments, gapExplanations: employment.gapExplanations },
    today: ctx.deps.now(),
  };
}

/**
 * application.employment.save (step 4): the two-year rule on the server's clock (spec §5), the
 * jobs recorded (a verified one keeps its report while its figures are untouched), and, when this
 * borrower no longer owns 25% of a current business but had given business information, a notice
 * that it no longer applies.
 */
export async function saveEmploymentHistory(
  ctx: ApplicationContext,
  input: { who: Who; version: number; answers: EmploymentHistory },
): Promise<StepSaved> {
  const { who, version, answers } = input;
  const today = ctx.deps.now();
  const [problem] = employmentHistoryProblems(answers, today);
  if (problem)
    throw new ApplicationError("BAD_REQUEST", problem.message, ["answers", ...problem.path].join("."));

  const { employment: before } = await readEmployment(ctx, who);
  const employments = employmentRecordsAfterEdit(before.employments, answers.employments, randomUUID);
  const selfEmployed = isSelfEmployed(employments);
  const open = new Set(gapsToExplain(employments, today).map(gapKey));
  const gapExplanations = answers.gapExplanations.filter((g) => open.has(g.from));
  const saved = await saveApplicationStep(ctx, {
    step: "employment",
    who,
    version,
    data: employmentData({ ...before, employments, gapExplanations, selfEmployed }),
  });
  const business = await readSection(
    ctx.deps.db,
    ctx.deps.fieldKey,
    ctx.application.id,
    "businessInformation",
    who,
  );
  const lostBusiness = before.selfEmployed && !selfEmployed && business.version > 0;
  return lostBusiness ? { ...saved, notices: [...saved.notices, BUSINESS_NO_LONGER_APPLIES] } : saved;
}
