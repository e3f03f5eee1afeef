import { z } from "zod";
import { emailInput } from "@/domain/format/inputs";
import { saveStepInput } from "@/domain/prequal/save-step-input";
import { chooseDrawInput, contactInput, creditInput, creditScoreInput } from "@/domain/prequal/step-inputs";
import { applicationRecord, journeyView, resumeView } from "@/server/services/prequal/journey-view";
import { joinWaitlist, noticeView, remindMe } from "@/server/services/prequal/notice-and-waitlist";
import { acceptOffer, chooseDraw, offerView } from "@/server/services/prequal/offer-view";
import { pullCredit } from "@/server/services/prequal/pull-credit";
import { startFromReferral } from "@/server/services/prequal/referrals";
import { shareWithReferrer } from "@/server/services/prequal/referrer-consent";
import { saveStep } from "@/server/services/prequal/save-step";
import { createAccount, submitCredit, submitCreditScore } from "@/server/services/prequal/submit-credit";
import { prequalChangeProcedure, prequalProcedure } from "../prequal-procedure";
import { router } from "../trpc";

const flowInput = z.object({ flow: z.enum(["new", "old"]) });

/**
 * Prequalification (spec §2 both flows, §4 statuses): thin — the caller (a signed-in applicant or
 * the anonymous draft's cookie) comes from `prequalProcedure`, the services do the work. Every
 * call that changes something is a `prequalChangeProcedure`: closed once the offer is accepted.
 */
export const prequalRouter = router({
  journey: prequalProcedure
    .input(flowInput)
    .query(async ({ ctx, input }) => journeyView(ctx.deps, ctx.caller, input.flow)),
  record: prequalProcedure.query(({ ctx }) => applicationRecord(ctx.deps, ctx.caller)),
  /** Where a returning applicant goes (spec §4); `flow` is the build flag the browser knows. */
  resume: prequalProcedure
    .input(flowInput)
    .query(({ ctx, input }) => resumeView(ctx.deps, ctx.caller, input.flow)),
  saveStep: prequalChangeProcedure.input(saveStepInput).mutation(async ({ ctx, input }) => {
    const { next, draftToken } = await saveStep(ctx.deps, ctx.caller, input);
    if (draftToken) ctx.keepDraft(draftToken);
    return { next };
  }),
  submitCredit: prequalChangeProcedure
    .input(creditInput.extend(flowInput.shape))
    .mutation(async ({ ctx, input }) =>
      submitCredit(ctx.deps, (await ctx.auth()).accounts, ctx.caller, input),
    ),
  createAccount: prequalChangeProcedure
    .input(contactInput.extend(flowInput.shape))
    .mutation(async ({ ctx, input }) =>
      createAccount(ctx.deps, (await ctx.auth()).accounts, ctx.caller, input),
    ),
  submitCreditScore: prequalChangeProcedure
    .input(creditScoreInput.extend(flowInput.shape))
    .mutation(({ ctx, input }) => submitCreditScore(ctx.deps, ctx.caller, input)),
  pullCredit: prequalChangeProcedure.input(flowInput).mutation(({ ctx }) => pullCredit(ctx.deps, ctx.caller)),
  offer: prequalProcedure.input(flowInput).query(({ ctx }) => offerView(ctx.deps, ctx.caller)),
  chooseDraw: prequalChangeProcedure
    .input(chooseDrawInput.extend(flowInput.shape))
    .mutation(({ ctx, input }) => chooseDraw(ctx.deps, ctx.caller, input.draw)),
  acceptOffer: prequalChangeProcedure
    .input(flowInput)
    .mutation(({ ctx }) => acceptOffer(ctx.deps, ctx.caller)),
  notice: prequalProcedure.query(({ ctx }) => noticeView(ctx.deps, ctx.caller)),
  joinWaitlist: prequalChangeProcedure
    .input(z.object({ email: z.preprocess((v) => v ?? "", emailInput) }))
    .mutation(({ ctx, input }) => joinWaitlist(ctx.deps, ctx.caller, input.email)),
  remindMe: prequalChangeProcedure.mutation(({ ctx }) => remindMe(ctx.deps, ctx.caller)),
  startFromReferral: prequalChangeProcedure
    .input(z.object({ token: z.string().min(10).max(200) }))
    .mutation(async ({ ctx, input }) => {
      const { next, draftToken } = await startFromReferral(ctx.deps, ctx.caller, input.token);
      if (draftToken) ctx.keepDraft(draftToken);
      return { next };
    }),
  /** The applicant's consent that the partner who referred them follows the application (decision 070). */
  shareWithReferrer: prequalProcedure
    .input(
      flowInput.extend({ consent: z.literal(true, { error: "Tick the box to share your application." }) }),
    )
    .output(z.object({ shared: z.literal(true) }))
    .mutation(({ ctx }) => shareWithReferrer(ctx.deps, ctx.caller)),
});
