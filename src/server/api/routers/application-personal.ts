import { z } from "zod";
import { personalInfoInput } from "@/domain/application/personal-info";
import { personalInfoViewOutput } from "@/domain/application/personal-info-output";
import { subjectPropertyInput } from "@/domain/application/subject-property";
import { subjectPropertyViewOutput } from "@/domain/application/subject-property-output";
import { personalInfoView, savePersonalInfo } from "@/server/services/application/personal-info";
import { saveSubjectProperty, subjectPropertyView } from "@/server/services/application/subject-property";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

const whoInput = z.enum(["borrower", "coborrower"], { error: "Choose whose answers these are" });
const versionInput = z.number().int().min(0);
const stepSavedOutput = z.object({
  version: z.number().int(),
  next: z.string(),
  notices: z.array(z.string()),
});

/** Application step 1, per borrower: `application.personalInfo.get` / `.save` (decision 027). */
export const personalInfoRouter = router({
  get: applicationProcedure
    .input(z.object({ who: whoInput }))
    .output(personalInfoViewOutput)
    .query(({ ctx, input }) => personalInfoView(ctx.app, input.who)),
  save: applicationProcedure
    .input(z.object({ who: whoInput, version: versionInput, answers: personalInfoInput }))
    .output(stepSavedOutput)
    .mutation(({ ctx, input }) => savePersonalInfo(ctx.app, input)),
});

/** Application step 2, once per application: `application.subjectProperty.get` / `.save`. */
export const subjectPropertyRouter = router({
  get: applicationProcedure
    .output(subjectPropertyViewOutput)
    .query(({ ctx }) => subjectPropertyView(ctx.app)),
  save: applicationProcedure
    .input(z.object({ version: versionInput, answers: subjectPropertyInput }))
    .output(stepSavedOutput)
    .mutation(({ ctx, input }) => saveSubjectProperty(ctx.app, input)),
});
