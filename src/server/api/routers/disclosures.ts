import { z } from "zod";
import { DISCLOSURE_KINDS } from "@/domain/closing/disclosure-documents";
import { consentInput, signInput, verifyInput } from "@/domain/closing/esign-inputs";
import { borrowerSigner } from "@/server/services/closing/closing-application";
import { disclosuresStatus, verifyDisclosure } from "@/server/services/closing/disclosures-view";
import { giveConsent, withdrawConsent } from "@/server/services/closing/esign-consent";
import { signDisclosures } from "@/server/services/closing/sign-disclosures";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";

/** The borrower signing on their own application, with their browser, as signature evidence needs it. */
const closing = applicationProcedure.use(({ ctx, next }) =>
  next({ ctx: { closing: { ...ctx.app, signer: borrowerSigner(ctx.app), userAgent: ctx.userAgent } } }),
);

const kind = z.enum(DISCLOSURE_KINDS);

/** What each signer's consent, sign and verify calls answer (the borrower's here, the coborrower's in coborrowerSigning). */
export const consentOutput = z.object({ givenAt: z.date(), version: z.string() });
export const withdrawConsentOutput = z.object({ withdrawnAt: z.date() });
export const disclosuresStatusOutput = z.object({
  product: z.enum(["heloc", "mortgage"]),
  consent: z.object({
    state: z.enum(["needed", "changed", "given", "withdrawn"]),
    givenAt: z.date().nullable(),
    withdrawnAt: z.date().nullable(),
  }),
  delivery: z
    .object({ applicationTakenAt: z.date(), deliveredAt: z.date(), deadline: z.string() })
    .nullable(),
  documents: z.array(
    z.object({
      kind,
      title: z.string(),
      fileName: z.string(),
      sha256: z.string(),
      signed: z.object({ signedAt: z.date(), signedSha256: z.string(), signature: z.string() }).nullable(),
    }),
  ),
  signerName: z.string(),
  coborrowerName: z.string().nullable(),
  allSigned: z.boolean(),
  next: z.string().nullable(),
});
export const signOutput = z.object({
  signatures: z.array(z.object({ document: kind, signedAt: z.date(), signedSha256: z.string() })),
  next: z.string().nullable(),
});
export const verifyOutput = z.object({ matches: z.boolean(), signedAt: z.date(), signedSha256: z.string() });

/** ESIGN consent (15 U.S.C. 7001(c)) for the disclosures step (issue 11, decision 038). */
export const esignRouter = router({
  /** The code printed in the access-check PDF: records the consent and delivers the disclosures. */
  consent: closing
    .input(consentInput)
    .output(consentOutput)
    .mutation(({ ctx, input }) => giveConsent(ctx.closing, input)),
  withdrawConsent: closing.output(withdrawConsentOutput).mutation(({ ctx }) => withdrawConsent(ctx.closing)),
});

/** The disclosures at application, signed at /app/application/sign. */
export const disclosuresRouter = router({
  status: closing.output(disclosuresStatusOutput).query(({ ctx }) => disclosuresStatus(ctx.closing)),
  sign: closing
    .input(signInput)
    .output(signOutput)
    .mutation(({ ctx, input }) => signDisclosures(ctx.closing, input)),
  verify: closing
    .input(verifyInput)
    .output(verifyOutput)
    .query(({ ctx, input }) => verifyDisclosure(ctx.closing, input)),
});
