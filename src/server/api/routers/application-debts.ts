import { z } from "zod";
import { debtConsolidationInput } from "@/domain/application/liability-decisions";
import { realEstateInput } from "@/domain/application/real-estate-owned";
import {
  debtConsolidationView,
  saveDebtConsolidation,
} from "@/server/services/application/debt-consolidation";
import { realEstateView, saveRealEstate } from "@/server/services/application/real-estate";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";
import {
  debtConsolidationSavedOutput,
  debtConsolidationViewOutput,
  realEstateViewOutput,
  stepSavedOutput,
} from "./application-debts-output";

/** Both steps are the application's own, not a borrower's (decision 028). */
const who = z.literal("application").default("application");
const getInput = z.object({ who }).default({ who: "application" });
const saveInput = <S extends z.ZodType>(answers: S) =>
  z.object({ who, version: z.number().int().min(0), answers });

/** Application step 3 (other real estate, accounts) and debt consolidation (issue 9, decision 028). */
export const applicationDebtsRouter = {
  realEstate: router({
    get: applicationProcedure
      .input(getInput)
      .output(realEstateViewOutput)
      .query(({ ctx }) => realEstateView(ctx.app)),
    save: applicationProcedure
      .input(saveInput(realEstateInput))
      .output(stepSavedOutput)
      .mutation(({ ctx, input }) => saveRealEstate(ctx.app, input)),
  }),
  debtConsolidation: router({
    get: applicationProcedure
      .input(getInput)
      .output(debtConsolidationViewOutput)
      .query(({ ctx }) => debtConsolidationView(ctx.app)),
    save: applicationProcedure
      .input(saveInput(debtConsolidationInput))
      .output(debtConsolidationSavedOutput)
      .mutation(({ ctx, input }) => saveDebtConsolidation(ctx.app, input)),
  }),
};
