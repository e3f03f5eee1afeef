import { z } from "zod";
import { linkInsuranceInput } from "@/domain/closing/insurance-link";
import { linkInsurance } from "@/server/services/closing/link-insurance";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

/** The insurance-verification connector (spec §1, decision 041): the applicant links their homeowners policy. */
export const insuranceRouter = router({
  link: applicationProcedure
    .input(linkInsuranceInput)
    .output(
      z.object({
        carrier: z.string(),
        kind: z.enum(["homeowners", "flood"]),
        expires: z.date(),
        dwellingCoverage: z.number(),
        mortgageStatementFiled: z.boolean(),
      }),
    )
    .mutation(async ({ ctx, input }) => linkInsurance(ctx.app, await ctx.documents(), input)),
});
