import { z } from "zod";
import { rolesHolding } from "@/domain/portal/portal-roles";
import { referralInput } from "@/domain/portal/referral-input";
import { createReferral, listReferrals } from "@/server/services/prequal/referrals";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";

export const referralsRouter = router({
  /** A one-use, 30-day link for a person the partner sends (decision 020); its URL is shown once. */
  create: portalProcedure(rolesHolding("makeReferralLinks"))
    .input(referralInput)
    .output(z.object({ url: z.string() }))
    .mutation(async ({ ctx, input }) =>
      createReferral(await ctx.prequal(), ctx.staff, input, (await ctx.auth()).siteUrl),
    ),
  /** The caller's organisation's recent links (never another organisation's, never a token). */
  list: portalProcedure(rolesHolding("viewReferrals"))
    .output(
      z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          email: z.string(),
          createdAt: z.date(),
          expiresAt: z.date(),
          claimed: z.boolean(),
        }),
      ),
    )
    .query(async ({ ctx }) => listReferrals(await ctx.prequal(), ctx.staff.organisationId)),
});
