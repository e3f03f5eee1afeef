import { disclosureKindOfFile } from "@/domain/closing/disclosure-documents";
import type { AuthRuntime } from "@/server/auth/auth-runtime";
import { ApplicationError } from "@/server/services/application/application-error";
import { callerApplication } from "@/server/services/application/caller-application";
import { borrowerSigner, type SignerContext } from "@/server/services/closing/closing-application";
import { callerCoborrowing } from "@/server/services/closing/coborrower-caller";
import { printDisclosure } from "@/server/services/closing/deliver-disclosures";
import { issueConsentCode } from "@/server/services/closing/esign-consent";
import { deliveredDocuments, requireConsent } from "@/server/services/closing/signing-state";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { renderPdfInPool } from "./pdf-pool";
import { pdfResponse, plainResponse as plain, tooManyDownloads, writtenOrBusy } from "./pdf-response";

export const CONSENT_CHECK_FILE = "consent-check.pdf";
const SIGNED_SUFFIX = "-signed.pdf";

/** A PDF written on the worker pool, or the answer saying it is busy. */
async function pdf(write: () => Promise<Uint8Array>, fileName: string): Promise<Response> {
  const bytes = await writtenOrBusy(write);
  return bytes instanceof Response ? bytes : pdfResponse(bytes, fileName);
}

/** A file name of the sign step: the access check, a delivered document, or its signed copy. */
function parseFile(file: string) {
  if (file === CONSENT_CHECK_FILE) return { what: "consentCheck" as const };
  const signed = file.endsWith(SIGNED_SUFFIX);
  const base = signed ? file.slice(0, -SIGNED_SUFFIX.length) : file.replace(/\.pdf$/, "");
  const kind = file.endsWith(".pdf") ? disclosureKindOfFile(base) : null;
  return kind ? { what: signed ? ("signed" as const) : ("document" as const), kind } : null;
}

type Auth = Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">;

/** The signer a download is for: the borrower on their own application, or the coborrower on theirs. */
const SIGNERS = {
  async borrower(headers: Headers, auth: Auth, prequal: PrequalDependencies): Promise<SignerContext | null> {
    const ctx = await callerApplication(headers, auth, prequal);
    return ctx ? { ...ctx, signer: borrowerSigner(ctx) } : null;
  },
  coborrower: callerCoborrowing,
};

/**
 * GET /app/application/sign/<file> (the borrower's) and /app/coborrower/<file> (the coborrower's,
 * decision 044): the signer's own files of the disclosures step, as attachments never cached.
 * `consent-check.pdf` prints the access-check code (ESIGN, the same each time); a
 * document is served only under a consent given and not withdrawn; a signed copy only to its
 * signer. Anyone else, or a name not on the list, gets 404; a refusal of the step its sentence.
 * A few a minute per signer (429 with the wait beyond), written on the worker pool (decision 063).
 */
export async function disclosureDownload(
  request: Request,
  file: string,
  deps: {
    auth: () => Promise<Auth>;
    prequal: () => Promise<PrequalDependencies>;
    signer: keyof typeof SIGNERS;
  },
): Promise<Response> {
  const parsed = parseFile(file);
  if (!parsed) return plain(404, "There is no such document here.");
  const prequal = await deps.prequal();
  const ctx = await SIGNERS[deps.signer](request.headers, await deps.auth(), prequal);
  if (!ctx) return plain(404, "There is no such document here for you.");
  const verdict = await prequal.rateLimits.pdfDownloadAllowed(ctx.signer.applicantId);
  if (!verdict.ok) return tooManyDownloads(verdict);
  try {
    if (parsed.what === "consentCheck") {
      const code = await issueConsentCode(ctx);
      const issuedAt = prequal.now();
      return pdf(
        () => renderPdfInPool({ kind: "consentCheck", code, issuedAt, lender: prequal.lender }),
        CONSENT_CHECK_FILE,
      );
    }
    await requireConsent(ctx);
    const delivered = await deliveredDocuments(prequal.db, ctx.application.id, ctx.signer.role);
    const found = delivered?.documents.find(({ document }) => document.kind === parsed.kind);
    if (!found) return plain(404, "There is no such document here for you.");
    if (parsed.what === "document") return pdf(() => printDisclosure(prequal, found.document.content), file);
    if (!found.signature) return plain(404, "You haven’t signed this document yet.");
    return pdfResponse(found.signature.signedPdf, file);
  } catch (error) {
    if (error instanceof ApplicationError)
      return plain(error.code === "NOT_FOUND" ? 404 : 403, error.message);
    throw error;
  }
}
