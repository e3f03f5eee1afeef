import { eq } from "drizzle-orm";
import { closingStepAfter } from "@/domain/application/closing-steps";
import { COBORROWER_PATH } from "@/domain/closing/coborrower-steps";
import { DISCLOSURE_DOCUMENTS, disclosuresFor } from "@/domain/closing/disclosure-documents";
import type { SignInput } from "@/domain/closing/esign-inputs";
import { signatureMatchesName } from "@/domain/closing/signature-name";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import { applications, disclosureSignatures } from "@/server/db/schema";
import { changeStatus } from "@/server/services/application/change-status";
import { ApplicationError } from "../application/application-error";
import { type ClosingCaller, signerAccount, signerName, takenAt } from "./closing-application";
import { CONSENT_FIRST, NAME_MUST_MATCH } from "./closing-refusals";
import { printDisclosure, sha256Hex } from "./deliver-disclosures";
import { deliveredDocuments, requireConsent } from "./signing-state";

const DOCUMENT_CHANGED =
  "Your disclosures need to be prepared again before you sign. Contact us and we’ll help.";

/**
 * disclosures.sign: one act of intent signs every delivered document (decision 038): the typed name
 * must be the signer's own name on the application and the box ticked (the input schema). Each document is
 * printed again from its kept content, checked against its delivered SHA-256, and signed through
 * the e-signature port with the evidence; the signed bytes and their SHA-256 are stored. A second
 * call answers the first signatures. The signer signs as themselves (decision 044): the borrower's
 * signatures complete the step and move the status on; the coborrower's are rows of their own.
 */
export async function signDisclosures(ctx: ClosingCaller, input: SignInput) {
  takenAt(ctx);
  const consent = await requireConsent(ctx);
  const { deps, application } = ctx;
  const name = signerName(ctx);
  if (!signatureMatchesName(input.signature, name.first, name.last))
    throw new ApplicationError(
      "BAD_REQUEST",
      NAME_MUST_MATCH(`${name.first} ${name.last}`.trim()),
      "signature",
    );
  const account = await signerAccount(deps.db, ctx.signer.applicantId);
  const role = ctx.signer.role;
  return deps.db.transaction(async (tx) => {
    // One signing at a time per application: a double press or a second tab waits, then finds it done.
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    const delivered = await deliveredDocuments(tx, application.id, role);
    if (!locked || !delivered || delivered.documents.length === 0)
      throw new ApplicationError("FORBIDDEN", CONSENT_FIRST);
    const signedAt = deps.now();
    for (const { document, signature } of delivered.documents) {
      if (signature) continue;
      const pdf = await printDisclosure(deps, document.content);
      if (sha256Hex(pdf) !== document.sha256) throw new ApplicationError("CONFLICT", DOCUMENT_CHANGED);
      const evidence = {
        signature: input.signature,
        email: account?.email ?? "",
        role,
        signedAt,
        address: ctx.address,
        userAgent: ctx.userAgent || "not sent by the browser",
        consent: { givenAt: consent.givenAt ?? signedAt, version: consent.version },
      };
      const signed = await deps.eSignature.sign(
        {
          title: DISCLOSURE_DOCUMENTS[document.kind].title,
          pdf,
          sha256: document.sha256,
          reference: application.id,
        },
        evidence,
      );
      await tx.insert(disclosureSignatures).values({
        documentId: document.id,
        applicationId: application.id,
        signerRole: role,
        applicantId: ctx.signer.applicantId,
        signature: input.signature,
        email: evidence.email,
        signedAt,
        address: evidence.address,
        userAgent: evidence.userAgent,
        consentId: consent.id,
        unsignedSha256: document.sha256,
        signedSha256: signed.sha256,
        signedPdf: signed.pdf,
      });
      await deps.audit(tx, {
        actor: ctx.actor,
        action: "disclosures.signed",
        subject: `application:${application.id}`,
        details: { document: document.kind, signerRole: role, signedSha256: signed.sha256 },
        address: ctx.address,
      });
    }
    const after = closingStepAfter("disclosures");
    // The borrower's signature of every document for the product completes the step; the
    // coborrower's never moves the borrower's journey (decision 044: a condition tracks theirs).
    const required = disclosuresFor(application.product).length;
    const signedNow = delivered.documents.length;
    if (role === "borrower" && after.status && signedNow >= required) {
      const from = locked.applicationStatus;
      if ((statusOrder(after.status) ?? 0) > (statusOrder(from ?? "") ?? 0))
        await changeStatus(ctx, tx, { from, to: after.status, now: signedAt });
    }
    const final = await deliveredDocuments(tx, application.id, role);
    return {
      signatures: (final?.documents ?? []).flatMap(({ document, signature }) =>
        signature
          ? [{ document: document.kind, signedAt: signature.signedAt, signedSha256: signature.signedSha256 }]
          : [],
      ),
      next: role === "borrower" ? after.next : COBORROWER_PATH,
    };
  });
}
