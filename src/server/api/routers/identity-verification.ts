import { z } from "zod";
import { verifyIdentityInput } from "@/domain/closing/identity-check";
import { IDENTITY_DOCUMENT_TYPES } from "@/domain/documents/identity-documents";
import { IDENTITY_OUTCOMES } from "@/domain/ports/identity-verification";
import { borrowerSigner } from "@/server/services/closing/closing-application";
import { identityVerificationStatus } from "@/server/services/closing/identity-verification-view";
import { verifyIdentity } from "@/server/services/closing/verify-identity";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

const outcome = z.enum(IDENTITY_OUTCOMES);
const kind = z.enum(IDENTITY_DOCUMENT_TYPES.map((d) => d.type) as [string, ...string[]]);

/** What each signer's identity calls answer (the borrower's here, the coborrower's in coborrowerSigning). */
export const identityStatusOutput = z.object({
  kinds: z.array(z.object({ type: kind, label: z.string(), sides: z.array(z.enum(["front", "back"])) })),
  latest: z
    .object({
      outcome,
      documentType: z.string(),
      verifiedAt: z.date(),
      conditionText: z.string().nullable(),
    })
    .nullable(),
  coborrowerName: z.string().nullable(),
  next: z.string().nullable(),
});
export const verifyIdentityOutput = z.object({
  outcome,
  conditionId: z.string().nullable(),
  next: z.string().nullable(),
});

/** The borrower verifying on their own application. */
const verifying = applicationProcedure.use(({ ctx, next }) =>
  next({ ctx: { verifying: { ...ctx.app, signer: borrowerSigner(ctx.app) } } }),
);

/** Identity verification at /app/application/identity-verification (issue 11, decision 041). */
export const identityVerificationRouter = router({
  status: verifying
    .output(identityStatusOutput)
    .query(({ ctx }) => identityVerificationStatus(ctx.verifying)),
  verify: verifying
    .input(verifyIdentityInput)
    .output(verifyIdentityOutput)
    .mutation(async ({ ctx, input }) => verifyIdentity(ctx.verifying, await ctx.documents(), input)),
});
