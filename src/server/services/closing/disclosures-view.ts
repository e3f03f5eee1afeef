import { closingStepAfter } from "@/domain/application/closing-steps";
import { COBORROWER_PATH } from "@/domain/closing/coborrower-steps";
import { DISCLOSURE_DOCUMENTS } from "@/domain/closing/disclosure-documents";
import type { VerifyInput } from "@/domain/closing/esign-inputs";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { ApplicationError } from "../application/application-error";
import { type SignerContext, signerName, takenAt } from "./closing-application";
import { NO_SUCH_DOCUMENT } from "./closing-refusals";
import { consentState, deliveredDocuments } from "./signing-state";

/**
 * disclosures.status: what the sign screen shows. The consent as it stands; once it is given, the
 * delivery (time and Reg Z deadline) and each document with its signature; nothing electronic
 * after a withdrawal. Everything is the signer's own: their consent, their signatures, their name;
 * the coborrower's name is the borrower's to see (decision 044).
 */
export async function disclosuresStatus(ctx: SignerContext) {
  takenAt(ctx);
  const { deps, application } = ctx;
  const answers = application.answers as PrequalAnswers;
  const consent = await consentState(ctx);
  const delivered =
    consent.state === "given" ? await deliveredDocuments(deps.db, application.id, ctx.signer.role) : null;
  const documents = (delivered?.documents ?? []).map(({ document, signature }) => ({
    kind: document.kind,
    title: DISCLOSURE_DOCUMENTS[document.kind].title,
    fileName: DISCLOSURE_DOCUMENTS[document.kind].fileName,
    sha256: document.sha256,
    signed: signature
      ? { signedAt: signature.signedAt, signedSha256: signature.signedSha256, signature: signature.signature }
      : null,
  }));
  const allSigned = documents.length > 0 && documents.every((d) => d.signed);
  const coborrower =
    answers.withCoborrower && ctx.signer.role === "borrower" ? answers.coborrower : undefined;
  const name = signerName(ctx);
  const after = ctx.signer.role === "borrower" ? closingStepAfter("disclosures").next : COBORROWER_PATH;
  return {
    product: application.product,
    consent: {
      state: consent.state,
      givenAt: consent.state === "given" ? consent.consent.givenAt : null,
      withdrawnAt: consent.state === "withdrawn" ? consent.withdrawnAt : null,
    },
    delivery: delivered
      ? {
          applicationTakenAt: delivered.delivery.applicationTakenAt,
          deliveredAt: delivered.delivery.deliveredAt,
          deadline: delivered.delivery.deliveryDeadline,
        }
      : null,
    documents,
    signerName: `${name.first} ${name.last}`.trim(),
    coborrowerName: coborrower?.firstName
      ? `${coborrower.firstName} ${coborrower.lastName ?? ""}`.trim()
      : null,
    allSigned,
    next: allSigned ? after : null,
  };
}

/**
 * disclosures.verify: does a copy (its SHA-256, computed in the browser) match the signed record
 * of the caller's own document? Only the caller's own application is looked in.
 */
export async function verifyDisclosure(ctx: SignerContext, input: VerifyInput) {
  takenAt(ctx);
  const delivered = await deliveredDocuments(ctx.deps.db, ctx.application.id, ctx.signer.role);
  const found = delivered?.documents.find(({ document }) => document.kind === input.document);
  if (!found?.signature) throw new ApplicationError("NOT_FOUND", NO_SUCH_DOCUMENT);
  return {
    matches: found.signature.signedSha256 === input.sha256,
    signedAt: found.signature.signedAt,
    signedSha256: found.signature.signedSha256,
  };
}
