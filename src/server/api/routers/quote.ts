import { z } from "zod";
import { emailInput } from "@/domain/format/inputs";
import { currentQuote } from "@/server/services/prequal/current-quote";
import { applicantProcedure } from "../procedures";
import { router } from "../trpc";

export const quoteRouter = router({
  /** Spec §7 quote.current: the signed-in applicant's current offer (null for another e-mail). */
  current: applicantProcedure
    .input(
      z.object({
        email: z.preprocess((v) => v ?? "", emailInput),
        fetchOriginationFee: z.boolean().default(false),
      }),
    )
    .query(({ ctx, input }) => currentQuote(ctx.db, ctx.applicant.id, input)),
});
