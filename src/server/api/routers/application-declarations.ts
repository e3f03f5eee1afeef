import { z } from "zod";
import { APPLICATION_STEPS, type ApplicationStepKey } from "@/domain/application/application-steps";
import { declarationsInput } from "@/domain/application/declarations";
import { demographicsInput } from "@/domain/application/demographics";
import { applicationSummary } from "@/server/services/application/application-summary";
import { completeApplication } from "@/server/services/application/complete-application";
import { declarationsView, saveDeclarations } from "@/server/services/application/declarations";
import { demographicsView, saveDemographics } from "@/server/services/application/demographics";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

const whoInput = z.enum(["borrower", "coborrower"], { error: "Choose whose answers these are" });
const placeInput = z.object({ who: whoInput });
const versionInput = z.number().int().min(0);
const savedOutput = z.object({ version: z.number(), next: z.string(), notices: z.array(z.string()) });
const stepKeys = APPLICATION_STEPS.map((s) => s.key) as [ApplicationStepKey, ...ApplicationStepKey[]];

/**
 * Demographics (step 6), declarations (step 7) and the application summary (decision 030). The
 * answers' output schemas are the steps' own: a column or key added later is stripped, not leaked.
 */
export const applicationDeclarationsRouters = {
  demographics: router({
    get: applicationProcedure
      .input(placeInput)
      .output(z.object({ version: z.number(), answers: demographicsInput.nullable() }))
      .query(({ ctx, input }) => demographicsView(ctx.app, input.who)),
    save: applicationProcedure
      .input(z.object({ who: whoInput, version: versionInput, answers: demographicsInput }))
      .output(savedOutput)
      .mutation(({ ctx, input }) => saveDemographics(ctx.app, input)),
  }),
  declarations: router({
    get: applicationProcedure
      .input(placeInput)
      .output(z.object({ version: z.number(), answers: declarationsInput.nullable(), purchase: z.boolean() }))
      .query(({ ctx, input }) => declarationsView(ctx.app, input.who)),
    save: applicationProcedure
      .input(z.object({ who: whoInput, version: versionInput, answers: declarationsInput }))
      .output(savedOutput)
      .mutation(({ ctx, input }) => saveDeclarations(ctx.app, input)),
  }),
  summary: router({
    get: applicationProcedure
      .output(
        z.object({
          groups: z.array(
            z.object({
              step: z.enum(stepKeys),
              who: z.enum(["borrower", "coborrower", "application"]),
              title: z.string(),
              rows: z.array(z.object({ label: z.string(), value: z.string() })),
              editPath: z.string().nullable(),
            }),
          ),
          unfinished: z.object({ title: z.string(), path: z.string() }).nullable(),
          completedAt: z.date().nullable(),
        }),
      )
      .query(({ ctx }) => applicationSummary(ctx.app)),
    complete: applicationProcedure
      .output(z.object({ completedAt: z.date(), next: z.string() }))
      .mutation(({ ctx }) => completeApplication(ctx.app)),
  }),
};
