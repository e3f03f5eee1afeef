import { z } from "zod";
import { yesNoInput } from "@/domain/prequal/field-inputs";
import { coborrowerChoiceInput } from "@/domain/prequal/step-inputs";

export type CoborrowerFields = {
  withCoborrower: boolean | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  annualIncome: string;
  email: string;
  consent: boolean;
};

export const COBORROWER_FIELDS = [
  "withCoborrower",
  "firstName",
  "lastName",
  "dateOfBirth",
  "ssn",
  "annualIncome",
  "email",
  "consent",
] as const satisfies readonly (keyof CoborrowerFields)[];

/**
 * The coborrower screen's check: its yes/no first (in words, "Choose yes or no: …", also when
 * nothing is chosen yet), then the
 * domain's `coborrowerChoiceInput`, the schema the server checks the saved answers with.
 */
export const coborrowerFormInput = z
  .looseObject({ withCoborrower: yesNoInput("is anyone applying with you?") })
  .pipe(coborrowerChoiceInput);

/** What prequal.saveStep gets: only "no", or the person's details and their consent. */
export function coborrowerAnswers(values: CoborrowerFields) {
  if (values.withCoborrower !== true) return { withCoborrower: false as const };
  const { withCoborrower: _, ...details } = values;
  return { ...details, withCoborrower: true as const };
}
