import { z } from "zod";
import {
  changePasswordInput,
  requestCodeInput,
  resetPasswordInput,
  signUpInput,
} from "@/domain/accounts/account-inputs";
import { changePassword } from "@/server/services/accounts/change-password";
import { requestPasswordResetCode } from "@/server/services/accounts/request-password-reset-code";
import { requestSignInCode } from "@/server/services/accounts/request-sign-in-code";
import { resetPassword } from "@/server/services/accounts/reset-password";
import { signUpApplicant } from "@/server/services/accounts/sign-up-applicant";
import { applicantProcedure } from "../procedures";
import { publicProcedure, refuse, refuseField, router } from "../trpc";

/** What a sign-up answers, whether the e-mail was new or taken (nothing tells them apart). */
const checkYourEmail = z.object({ next: z.literal("enterCode") });

export const identityRouter = router({
  /**
   * Spec §3 sign-up. A new account gets a code by e-mail to finish signing in; a taken e-mail gets
   * a "you already have an account" e-mail instead. The answer is the same either way (decision 016).
   */
  signUp: publicProcedure
    .input(signUpInput)
    .output(checkYourEmail)
    .mutation(async ({ ctx, input }) => {
      const deps = (await ctx.auth()).accounts;
      const answer = await signUpApplicant(deps, input, { address: ctx.address });
      if (answer.outcome === "refused") {
        throw answer.field
          ? refuseField(answer.field, answer.message)
          : refuse("TOO_MANY_REQUESTS", answer.message);
      }
      if (answer.outcome === "created")
        await requestSignInCode(deps, { email: input.email }, { address: ctx.address });
      return { next: "enterCode" as const };
    }),

  /** Forgot password: a code by e-mail when the address has an account (the answer never says). */
  requestPasswordReset: publicProcedure
    .input(requestCodeInput)
    .output(checkYourEmail)
    .mutation(async ({ ctx, input }) => {
      const answer = await requestPasswordResetCode((await ctx.auth()).accounts, input, {
        address: ctx.address,
      });
      if (!answer.ok) throw refuse("TOO_MANY_REQUESTS", answer.message);
      return { next: "enterCode" as const };
    }),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(z.object({ reset: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const answer = await resetPassword((await ctx.auth()).accounts, input, { address: ctx.address });
      if (!answer.ok)
        throw answer.field
          ? refuseField(answer.field, answer.message)
          : refuse("BAD_REQUEST", answer.message);
      return { reset: true as const };
    }),

  changePassword: applicantProcedure
    .input(changePasswordInput)
    .output(z.object({ otherSessionsEnded: z.number() }))
    .mutation(async ({ ctx, input }) => {
      const answer = await changePassword((await ctx.auth()).accounts, ctx.applicant.id, input, {
        address: ctx.address,
        sessionId: ctx.applicant.sessionId,
      });
      if (!answer.ok)
        throw answer.field
          ? refuseField(answer.field, answer.message)
          : refuse("BAD_REQUEST", answer.message);
      return { otherSessionsEnded: answer.otherSessionsEnded };
    }),

  /**
   * Spec §1: the signed-in applicant as pages (and analytics) know them: the identity their
   * session was started with, which the sessions table has just confirmed.
   */
  me: applicantProcedure
    .output(z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }))
    .query(({ ctx }) => {
      const { email, firstName, lastName } = ctx.applicant;
      return { email, firstName, lastName };
    }),

  /**
   * Spec §7 `identity.deleteSession`: ends the caller's applicant session on the server, so the
   * cookie counts for nothing from the next request on. Calling it without a session changes nothing.
   */
  deleteSession: publicProcedure.output(z.object({ ended: z.boolean() })).mutation(async ({ ctx }) => {
    const session = await ctx.sessionOf("applicant");
    if (!session) return { ended: false };
    await (await ctx.auth()).sessions.end(session.sessionId, "signedOut");
    return { ended: true };
  }),
});
