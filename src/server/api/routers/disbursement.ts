import { disbursementInput } from "@/domain/closing/disbursement-input";
import { disbursementView } from "@/server/services/closing/disbursement-view";
import { submitDisbursement } from "@/server/services/closing/submit-disbursement";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";
import { disbursementSubmitOutput, disbursementViewOutput } from "./disbursement-output";

/** Loan disbursement, /app/application/loan-disbursement (issue 11, decision 042). */
export const disbursementRouter = router({
  get: applicationProcedure.output(disbursementViewOutput).query(({ ctx }) => disbursementView(ctx.app)),
  /** Idempotent: the same key answers the first answer; one instruction per application, ever. */
  submit: applicationProcedure
    .input(disbursementInput)
    .output(disbursementSubmitOutput)
    .mutation(({ ctx, input }) => submitDisbursement(ctx.app, input)),
});
