import { z } from "zod";
import { conditionAnswerInput } from "@/domain/conditions/condition-answers";
import { answerCondition } from "@/server/services/documents/answer-condition";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

/** The lender's conditions the applicant clears (spec §3, §9; decision 035). */
export const conditionsRouter = router({
  answer: applicationProcedure
    .input(
      z.intersection(
        z.object({
          conditionId: z.string().uuid("Reload the page: we could not tell which question this is"),
        }),
        conditionAnswerInput,
      ),
    )
    .output(z.object({ cleared: z.literal(true) }))
    .mutation(({ ctx, input }) => answerCondition(ctx.app, input)),
});
