import { z } from "zod";
import { connectBankInput } from "@/domain/documents/bank-connection";
import { connectBankStatements } from "@/server/services/documents/connect-bank-statements";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

/** Statements fetched from the applicant's bank and filed as their bank_statements (decision 035). */
export const bankStatementsRouter = router({
  connect: applicationProcedure
    .input(connectBankInput)
    .output(
      z.object({
        filed: z.number().int(),
        statements: z.array(z.object({ name: z.string(), accountLastFour: z.string(), periodEnd: z.date() })),
      }),
    )
    .mutation(async ({ ctx, input }) => connectBankStatements(ctx.app, await ctx.documents(), input)),
});
