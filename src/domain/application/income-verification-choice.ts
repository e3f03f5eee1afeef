import { z } from "zod";
import { choiceInput, required, textLineInput } from "../prequal/field-inputs";

/**
 * Step 5, Income Verification (spec §4 application6): the applicant either connects their payroll
 * or bank through the income-verification provider, or continues by hand, in which case the
 * income documents (paystubs, W-2s, spec §9) are asked for later.
 */
export const INCOME_VERIFICATION_METHODS = ["connect", "manual"] as const;
export type IncomeVerificationMethod = (typeof INCOME_VERIFICATION_METHODS)[number];

export const incomeVerificationChoiceInput = z.object({
  method: choiceInput(INCOME_VERIFICATION_METHODS, "Choose how you want to verify your income"),
});
export type IncomeVerificationChoice = z.infer<typeof incomeVerificationChoiceInput>;

/** Connect: the employer (or payroll provider) the applicant signs in to, as they search for it. */
export const connectIncomeInput = z.object({
  employerName: required(textLineInput("name of your employer or payroll provider")),
});
export type ConnectIncome = z.infer<typeof connectIncomeInput>;

/** What a connection left, per person: shown on the screen and the summary. */
export const incomeConnectionOutput = z.object({
  employerName: z.string(),
  reportId: z.string(),
  connectedAt: z.coerce.date(),
  jobs: z.number().int(),
});
export type IncomeConnection = z.infer<typeof incomeConnectionOutput>;

/**
 * Continue is possible by hand at any time; "connect" is a promise to verify, so it needs at least
 * one connection of the person whose step it is (otherwise the choice would claim what is not).
 */
export function incomeVerificationProblem(
  choice: IncomeVerificationChoice,
  connections: readonly IncomeConnection[],
): string | null {
  if (choice.method === "connect" && connections.length === 0)
    return "Connect your payroll or bank first, or choose to continue without connecting";
  return null;
}
