import { z } from "zod";
import {
  businessInformationInput,
  businessInformationOutput,
} from "@/domain/application/business-information";
import { employmentHistoryInput, gapExplanationInput } from "@/domain/application/employment-history";
import { employmentShownOutput } from "@/domain/application/employment-record";
import {
  connectIncomeInput,
  INCOME_VERIFICATION_METHODS,
  incomeConnectionOutput,
  incomeVerificationChoiceInput,
} from "@/domain/application/income-verification-choice";
import { otherIncomeInput, otherIncomeOutput } from "@/domain/application/other-income";
import {
  getBusinessInformation,
  saveBusinessInformation,
} from "@/server/services/application/business-information";
import {
  getEmploymentHistory,
  saveEmploymentHistory,
} from "@/server/services/application/employment-history";
import {
  connectIncome,
  getIncomeVerification,
  saveIncomeVerification,
} from "@/server/services/application/income-verification";
import { getOtherIncome, saveOtherIncome } from "@/server/services/application/other-income";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

const whoInput = z.object({ who: z.enum(["borrower", "coborrower"]) });
const version = z.number().int().min(0);
const stepSavedOutput = z.object({ version: z.number(), next: z.string(), notices: z.array(z.string()) });
const connectionsOutput = z.array(incomeConnectionOutput.extend({ who: z.enum(["borrower", "coborrower"]) }));

/**
 * Steps 4 and 5, business information and other income (issue 9; decision 029): sub-routers the
 * application router spreads in, one line there.
 */
export const applicationIncomeRouters = {
  employment: router({
    get: applicationProcedure
      .input(whoInput)
      .output(
        z.object({
          version: z.number(),
          answers: z.object({
            employments: z.array(employmentShownOutput),
            gapExplanations: z.array(gapExplanationInput),
          }),
          today: z.date(),
        }),
      )
      .query(({ ctx, input }) => getEmploymentHistory(ctx.app, input.who)),
    save: applicationProcedure
      .input(whoInput.extend({ version, answers: employmentHistoryInput }))
      .output(stepSavedOutput)
      .mutation(({ ctx, input }) => saveEmploymentHistory(ctx.app, input)),
  }),
  incomeVerification: router({
    get: applicationProcedure
      .output(
        z.object({
          version: z.number(),
          answers: z.object({ method: z.enum(INCOME_VERIFICATION_METHODS) }).nullable(),
          connections: connectionsOutput,
        }),
      )
      .query(({ ctx }) => getIncomeVerification(ctx.app)),
    connect: applicationProcedure
      .input(whoInput.extend({ answers: connectIncomeInput }))
      .output(z.object({ connection: incomeConnectionOutput, connections: connectionsOutput }))
      .mutation(({ ctx, input }) =>
        connectIncome(ctx.app, { who: input.who, employerName: input.answers.employerName }),
      ),
    save: applicationProcedure
      .input(z.object({ version, answers: incomeVerificationChoiceInput }))
      .output(stepSavedOutput)
      .mutation(({ ctx, input }) => saveIncomeVerification(ctx.app, input)),
  }),
  businessInformation: router({
    get: applicationProcedure
      .input(whoInput)
      .output(
        z.object({
          version: z.number(),
          answers: businessInformationOutput.nullable(),
          fromEmployment: z
            .object({ businessName: z.string(), startDate: z.date(), ownershipShare: z.number() })
            .nullable(),
        }),
      )
      .query(({ ctx, input }) => getBusinessInformation(ctx.app, input.who)),
    save: applicationProcedure
      .input(whoInput.extend({ version, answers: businessInformationInput }))
      .output(stepSavedOutput)
      .mutation(({ ctx, input }) => saveBusinessInformation(ctx.app, input)),
  }),
  otherIncome: router({
    get: applicationProcedure
      .input(whoInput)
      .output(
        z.object({
          version: z.number(),
          answers: otherIncomeOutput.nullable(),
          properties: z.array(z.object({ propertyId: z.string(), label: z.string() })),
        }),
      )
      .query(({ ctx, input }) => getOtherIncome(ctx.app, input.who)),
    save: applicationProcedure
      .input(whoInput.extend({ version, answers: otherIncomeInput }))
      .output(stepSavedOutput)
      .mutation(({ ctx, input }) => saveOtherIncome(ctx.app, input)),
  }),
};
