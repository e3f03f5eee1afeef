import { z } from "zod";
import {
  acceptInvitationInput,
  confirmTotpEnrolmentInput,
  staffSignInInput,
  startTotpEnrolmentInput,
} from "@/domain/portal/portal-inputs";
import { issueSessionHandoff } from "@/server/auth/session-handoff";
import { acceptInvitation } from "@/server/services/portal/accept-invitation";
import { confirmTotpEnrolment } from "@/server/services/portal/confirm-totp-enrolment";
import { startTotpEnrolment } from "@/server/services/portal/start-totp-enrolment";
import { verifyStaffPassword } from "@/server/services/portal/verify-staff-password";
import type { Context } from "../context";
import { portalPublicProcedure } from "../procedures";
import { router } from "../trpc";

async function portalRequest(ctx: Context) {
  return { ...(await ctx.auth()).portal, address: ctx.address };
}

/** Staff sign-in before the session exists (docs/design.md §4): password, then the second factor. */
export const portalAuthRouter = router({
  checkPassword: portalPublicProcedure
    .input(staffSignInInput)
    .output(z.object({ next: z.enum(["enrol", "verify"]), ticket: z.string() }))
    .mutation(async ({ ctx, input }) => verifyStaffPassword(await portalRequest(ctx), input)),

  startEnrolment: portalPublicProcedure
    .input(startTotpEnrolmentInput)
    .output(z.object({ otpauthUri: z.string(), qrCodeSvg: z.string(), secretGroups: z.string() }))
    .mutation(async ({ ctx, input }) => startTotpEnrolment(await portalRequest(ctx), input)),

  /** Confirms the authenticator; answers the recovery codes, shown once, and the session's hand-off. */
  confirmEnrolment: portalPublicProcedure
    .input(confirmTotpEnrolmentInput)
    .output(z.object({ recoveryCodes: z.array(z.string()), handoff: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const runtime = await ctx.auth();
      const confirmed = await confirmTotpEnrolment(await portalRequest(ctx), input);
      return {
        recoveryCodes: confirmed.recoveryCodes,
        handoff: issueSessionHandoff(runtime.handoffKey, confirmed.sessionId, runtime.portal.now()),
      };
    }),

  acceptInvitation: portalPublicProcedure
    .input(acceptInvitationInput)
    .output(z.object({ email: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const accepted = await acceptInvitation(await portalRequest(ctx), input);
      return { email: accepted.email };
    }),
});
