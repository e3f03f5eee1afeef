import { z } from "zod";
import { CONDITION_ITEM_TYPES } from "@/domain/conditions/conditions";
import { DECISION_OUTCOMES } from "@/domain/decisions/automated-decision";
import { MILESTONES } from "@/domain/decisions/submission-tracker";
import { submissionStatus } from "@/server/services/closing/submission-status";
import { submitApplication } from "@/server/services/closing/submit-application";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

const derivationLine = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]),
  kind: z.enum(["money", "percent", "score", "years", "text", "yesNo"]),
  explanation: z.string(),
});

/** Only what the submitted screen and the tracker show. */
export const submissionStatusOutput = z.object({
  submitted: z.boolean(),
  canSubmit: z.boolean(),
  outcome: z.enum(DECISION_OUTCOMES).nullable(),
  headline: z.string().nullable(),
  next: z.string().nullable(),
  derivation: z
    .object({
      rateSheetVersion: z.number(),
      figures: z.array(derivationLine),
      rules: z.array(z.object({ key: z.string(), passed: z.boolean(), sentence: z.string() })),
    })
    .nullable(),
  conditions: z.array(
    z.object({
      id: z.string(),
      code: z.number(),
      kind: z.enum(CONDITION_ITEM_TYPES),
      text: z.string(),
      fromWhom: z.string(),
    }),
  ),
  milestones: z.array(z.object({ key: z.enum(MILESTONES), at: z.date().nullable() })),
  noticeAvailable: z.boolean(),
});

/** Submission and the automated decision (issue 11, decision 043). */
export const submissionRouter = router({
  submit: applicationProcedure
    .output(z.object({ outcome: z.enum(DECISION_OUTCOMES), next: z.string() }))
    .mutation(({ ctx }) => submitApplication(ctx.app)),
  status: applicationProcedure.output(submissionStatusOutput).query(({ ctx }) => submissionStatus(ctx.app)),
});
