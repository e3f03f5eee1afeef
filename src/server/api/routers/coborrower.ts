import { z } from "zod";
import { invitationTokenInput } from "@/domain/closing/coborrower-invitation";
import { COBORROWER_STEPS, coborrowerInviteInput } from "@/domain/closing/coborrower-steps";
import { consentInput, signInput, verifyInput } from "@/domain/closing/esign-inputs";
import { verifyIdentityInput } from "@/domain/closing/identity-check";
import {
  acceptCoborrowerInvitation,
  coborrowerInvitationView,
} from "@/server/services/closing/accept-coborrower-invitation";
import { coborrowerOverview } from "@/server/services/closing/coborrower-overview";
import { disclosuresStatus, verifyDisclosure } from "@/server/services/closing/disclosures-view";
import { giveConsent, withdrawConsent } from "@/server/services/closing/esign-consent";
import { identityVerificationStatus } from "@/server/services/closing/identity-verification-view";
import { coborrowerInvitation, inviteCoborrower } from "@/server/services/closing/invite-coborrower";
import { signDisclosures } from "@/server/services/closing/sign-disclosures";
import { verifyIdentity } from "@/server/services/closing/verify-identity";
import { applicationProcedure } from "../application-procedure";
import { coborrowerProcedure, invitedProcedure } from "../coborrower-procedure";
import { router } from "../trpc";
import {
  consentOutput,
  disclosuresStatusOutput,
  signOutput,
  verifyOutput,
  withdrawConsentOutput,
} from "./disclosures";
import { identityStatusOutput, verifyIdentityOutput } from "./identity-verification";

const stepsLeft = z.array(z.enum(COBORROWER_STEPS));
const product = z.enum(["heloc", "mortgage"]);
const invitingApplication = { borrowerName: z.string(), propertyAddress: z.string(), product };

const invitationOutput = z
  .object({
    name: z.string(),
    email: z.string().nullable(),
    invitedAt: z.date().nullable(),
    stepsLeft,
  })
  .nullable();

/** The borrower's side of the coborrower's own signing (decision 044): the invitation and its progress. */
export const coborrowerRouter = router({
  invitation: applicationProcedure.output(invitationOutput).query(({ ctx }) => coborrowerInvitation(ctx.app)),
  invite: applicationProcedure
    .input(coborrowerInviteInput)
    .output(invitationOutput)
    .mutation(({ ctx, input }) => inviteCoborrower(ctx.app, input)),
});

/**
 * The coborrower on their own account (decision 044): their consent, their signatures and their
 * identity check on the application that invited them, through the same services as the borrower's
 * with the coborrower as the signer. Nothing here reads or changes the borrower's own steps.
 */
export const coborrowerSigningRouter = router({
  /** The invitation a link's token names, for its own address's account (decision 068). */
  invitation: invitedProcedure
    .input(invitationTokenInput)
    .output(z.object({ ...invitingApplication, invitedAt: z.date() }))
    .query(({ ctx, input }) => coborrowerInvitationView(ctx.deps, ctx.invited, input.token)),
  accept: invitedProcedure
    .input(invitationTokenInput)
    .output(z.object({ accepted: z.literal(true) }))
    .mutation(({ ctx, input }) => acceptCoborrowerInvitation(ctx.deps, ctx.invited, input.token)),
  overview: coborrowerProcedure
    .output(z.object({ ...invitingApplication, stepsLeft }))
    .query(({ ctx }) => coborrowerOverview(ctx.signing)),
  consent: coborrowerProcedure
    .input(consentInput)
    .output(consentOutput)
    .mutation(({ ctx, input }) => giveConsent(ctx.signing, input)),
  withdrawConsent: coborrowerProcedure
    .output(withdrawConsentOutput)
    .mutation(({ ctx }) => withdrawConsent(ctx.signing)),
  disclosures: coborrowerProcedure
    .output(disclosuresStatusOutput)
    .query(({ ctx }) => disclosuresStatus(ctx.signing)),
  sign: coborrowerProcedure
    .input(signInput)
    .output(signOutput)
    .mutation(({ ctx, input }) => signDisclosures(ctx.signing, input)),
  verifyCopy: coborrowerProcedure
    .input(verifyInput)
    .output(verifyOutput)
    .query(({ ctx, input }) => verifyDisclosure(ctx.signing, input)),
  identity: coborrowerProcedure
    .output(identityStatusOutput)
    .query(({ ctx }) => identityVerificationStatus(ctx.signing)),
  verifyIdentity: coborrowerProcedure
    .input(verifyIdentityInput)
    .output(verifyIdentityOutput)
    .mutation(async ({ ctx, input }) => verifyIdentity(ctx.signing, await ctx.documents(), input)),
});
