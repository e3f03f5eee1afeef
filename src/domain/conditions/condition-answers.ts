import { z } from "zod";
import { emailInput, phoneInput } from "../format/inputs";
import { required, textInput, textLineInput } from "../prequal/field-inputs";
import { propertyAddressInput } from "../prequal/step-inputs";
import type { ConditionInformationKind } from "./conditions";

/**
 * Spec §3 information conditions: what the applicant answers for each kind. The condition's form
 * and `conditions.answer` use these same schemas.
 */

export const MAX_LONG_TEXT = 4000;

/** long_text: an explanation in the applicant's words. */
export const longTextAnswerInput = z.object({
  text: required(
    textInput("answer", {
      max: MAX_LONG_TEXT,
      lines: "many",
      words: {
        empty: "Write your answer",
        tooLong: `Keep your answer to ${MAX_LONG_TEXT.toLocaleString("en-US")} characters`,
      },
    }),
  ),
});

/** address: a postal address, checked as every address on the site is. */
export const addressAnswerInput = z.object({ address: propertyAddressInput });

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** employment: who the lender calls to verify the job. */
export const employmentAnswerInput = z.object({
  employerName: required(textLineInput("employer's name", 100)),
  employerPhone: required(phoneInput),
  position: required(textLineInput("your job title", 80)),
  contactName: required(textLineInput("name of someone there who can confirm your job", 80)),
  contactEmail: optional(emailInput),
});

export const CONDITION_ANSWER_INPUTS = {
  long_text: longTextAnswerInput,
  address: addressAnswerInput,
  employment: employmentAnswerInput,
} as const satisfies Record<ConditionInformationKind, z.ZodType>;

/** What `conditions.answer` takes: the kind decides the answer's shape. */
export const conditionAnswerInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("long_text"), answer: longTextAnswerInput }),
  z.object({ kind: z.literal("address"), answer: addressAnswerInput }),
  z.object({ kind: z.literal("employment"), answer: employmentAnswerInput }),
]);
export type ConditionAnswer = z.infer<typeof conditionAnswerInput>;
