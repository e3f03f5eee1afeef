import { z } from "zod";
import { verifyIdentityInput } from "@/domain/closing/identity-check";
import { IDENTITY_DOCUMENT_TYPES } from "@/domain/documents/identity-documents";
import { IDENTITY_OUTCOMES } from "@/domain/ports/identity-verification";
import { identityVerificationStatus } from "@/server/services/closing/identity-verification-view";
import { verifyIdentity } from "@/server/services/closing/verify-identity";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

const outcome = z.enum(IDENTITY_OUTCOMES);
const kind = z.enum(IDENTITY_DOCUMENT_TYPES.map((d) => d.type) as [string, ...string[]]);

/** Identity verification at /app/application/identity-verification (issue 11, decision 041). */
export const identityVerificationRouter = router({
  status: applicationProcedure
    .output(
      z.object({
        kinds: z.array(
          z.object({ type: kind, label: z.string(), sides: z.array(z.enum(["front", "back"])) }),
        ),
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
      }),
    )
    .query(({ ctx }) => identityVerificationStatus(ctx.app)),
  verify: applicationProcedure
    .input(verifyIdentityInput)
    .output(z.object({ outcome, conditionId: z.string().nullable(), next: z.string().nullable() }))
    .mutation(async ({ ctx, input }) => verifyIdentity(ctx.app, await ctx.documents(), input)),
});
