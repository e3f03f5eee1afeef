import { z } from "zod";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import {
  mortgageEstimateInput,
  nameInput,
  propertyValueInput,
  zipOnlyInput,
} from "@/domain/prequal/step-inputs";
import { moneyField, textField } from "./answer-fields";
import type { OldFlowSaveStep } from "./use-saved-step-form";

export type PartnerDetailsFields = {
  firstName: string;
  lastName: string;
  zip: string;
  estimatedValue: string;
  mortgageBalanceEstimate: string;
  /** The box naming the partner who sent the link (decision 070); not an answer, so no step saves it. */
  shareWithReferrer: boolean;
};

/** The partner's answers the mcr screen shows to correct, each with the step that saves it. */
const GROUPS = [
  { step: "name", fields: ["firstName", "lastName"], shape: nameInput.shape, given: () => true },
  {
    step: "zip",
    fields: ["zip"],
    shape: zipOnlyInput.shape,
    given: (a: PrequalAnswers) => a.zip !== undefined,
  },
  {
    step: "property-value",
    fields: ["estimatedValue"],
    shape: propertyValueInput.shape,
    given: (a: PrequalAnswers) => a.estimatedValue !== undefined,
  },
  {
    step: "mortgage-estimate",
    fields: ["mortgageBalanceEstimate"],
    shape: mortgageEstimateInput.shape,
    given: (a: PrequalAnswers) => a.mortgageBalanceEstimate !== undefined,
  },
] as const satisfies readonly {
  step: OldFlowSaveStep;
  fields: readonly (keyof PartnerDetailsFields)[];
  shape: object;
  given: (a: PrequalAnswers) => boolean;
}[];

export type PartnerDetailsGroup = (typeof GROUPS)[number];

/** The groups the partner sent (the name always; ZIP, value and balance when given). */
export const partnerGroups = (answers: PrequalAnswers) => GROUPS.filter((group) => group.given(answers));

/** One schema of the shown groups' own step schemas, so the form refuses what their steps refuse. */
export function partnerDetailsInput(groups: readonly PartnerDetailsGroup[]) {
  return z.object(Object.assign({}, ...groups.map((group) => group.shape)) as z.ZodRawShape);
}

export function partnerDetailsFields(answers: PrequalAnswers): PartnerDetailsFields {
  return {
    firstName: textField(answers.borrower?.firstName),
    lastName: textField(answers.borrower?.lastName),
    zip: textField(answers.zip),
    estimatedValue: moneyField(answers.estimatedValue),
    mortgageBalanceEstimate: moneyField(answers.mortgageBalanceEstimate),
    shareWithReferrer: false,
  };
}

/**
 * The saves a corrected form needs, in order: each changed group with its step's answers, then
 * "mcr" (the details are checked), whose answer is where the person goes next.
 */
export function partnerDetailsSaves(
  groups: readonly PartnerDetailsGroup[],
  values: PartnerDetailsFields,
  changed: Partial<Record<keyof PartnerDetailsFields, boolean>>,
): { step: OldFlowSaveStep; answers: Record<string, string> }[] {
  const corrections = groups
    .filter((group) => group.fields.some((field) => changed[field]))
    .map((group) => ({
      step: group.step,
      answers: Object.fromEntries(group.fields.map((field) => [field, values[field]])),
    }));
  return [...corrections, { step: "mcr", answers: {} }];
}
