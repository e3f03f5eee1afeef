import { createHmac, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { consentCode } from "@/domain/closing/consent-code";
import type { ConsentInput } from "@/domain/closing/esign-inputs";
import { esignConsents } from "@/server/db/schema";
import { ApplicationError } from "../application/application-error";
import type { PrequalDependencies } from "../prequal/prequal-dependencies";
import { type ClosingCaller, openConsent, type SignerContext, takenAt } from "./closing-application";
import { CONSENT_CHANGED, NOTHING_TO_WITHDRAW, OPEN_THE_PDF_FIRST, WRONG_CODE } from "./closing-refusals";
import { deliverDisclosures } from "./deliver-disclosures";

/** The code kept as a keyed hash: a dump of the table cannot be tried offline against 31^6 codes. */
const hashCode = (deps: Pick<PrequalDependencies, "fieldKey">, code: string) =>
  createHmac("sha256", deps.fieldKey).update(`esign-consent-code\n${code}`).digest("base64url");

/**
 * The code of one consent row, worked out from its id with the site's key: the same every time the
 * PDF is opened for the same signer and consent disclosure (a PDF opened twice never leaves a stale
 * code behind), a new one for a new row (a withdrawal, a new text of the disclosure).
 */
function codeOf(deps: Pick<PrequalDependencies, "fieldKey">, consentId: string): string {
  const bytes = createHmac("sha256", deps.fieldKey).update(`esign-consent-code-of\n${consentId}`).digest();
  let next = 0;
  return consentCode((size) => (bytes[next++] as number) % size);
}

/**
 * Opening the access-check PDF: the code of the signer's open consent for the consent disclosure
 * in force, recorded (its hash only) the first time. Answers the code to print.
 */
export async function issueConsentCode(ctx: SignerContext): Promise<string> {
  takenAt(ctx);
  const { deps, application } = ctx;
  const { version } = await deps.consentDisclosure();
  const open = await openConsent(deps.db, application.id, ctx.signer.role, version);
  if (open) return codeOf(deps, open.id);
  const id = randomUUID();
  const code = codeOf(deps, id);
  const [recorded] = await deps.db
    .insert(esignConsents)
    .values({
      id,
      applicationId: application.id,
      signerRole: ctx.signer.role,
      applicantId: ctx.signer.applicantId,
      version,
      codeHash: hashCode(deps, code),
      codeIssuedAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning({ id: esignConsents.id });
  if (recorded) return code;
  // Another tab opened the PDF at the same moment: its row is the one, and so is its code.
  const theirs = await openConsent(deps.db, application.id, ctx.signer.role, version);
  if (!theirs) throw new Error("the consent row was neither recorded nor found");
  return codeOf(deps, theirs.id);
}

/**
 * esign.consent: the typed code proves the applicant opened the PDF (15 U.S.C. 7001(c)(1)(C)(ii)).
 * Records who, when, the address, the browser and the disclosure's version, then delivers the
 * disclosures at application (once per application). Again after consent: answers the consent.
 */
export async function giveConsent(ctx: ClosingCaller, input: ConsentInput) {
  takenAt(ctx);
  const { deps, application } = ctx;
  const { version } = await deps.consentDisclosure();
  const open = await openConsent(deps.db, application.id, ctx.signer.role, version);
  if (open?.givenAt) return { givenAt: open.givenAt, version };
  if (!open) {
    // A code issued for an earlier text of the consent disclosure does not consent to this one.
    const earlier = await deps.db
      .select({ version: esignConsents.version })
      .from(esignConsents)
      .where(
        and(eq(esignConsents.applicationId, application.id), eq(esignConsents.signerRole, ctx.signer.role)),
      );
    const changed = earlier.some((row) => row.version !== version);
    throw new ApplicationError("BAD_REQUEST", changed ? CONSENT_CHANGED : OPEN_THE_PDF_FIRST);
  }
  // Each signer guesses against their own limit: one person's wrong codes do not lock the other out.
  const guessKey = ctx.signer.role === "borrower" ? application.id : `${application.id}:${ctx.signer.role}`;
  const verdict = await deps.rateLimits.consentCodeGuessAllowed(guessKey);
  if (!verdict.ok) throw new ApplicationError("TOO_MANY_REQUESTS", verdict.message);
  if (hashCode(deps, input.code) !== open.codeHash)
    throw new ApplicationError("BAD_REQUEST", WRONG_CODE, "code");
  const givenAt = deps.now();
  await deps.db.transaction(async (tx) => {
    const [given] = await tx
      .update(esignConsents)
      .set({ givenAt, address: ctx.address, userAgent: ctx.userAgent })
      .where(eq(esignConsents.id, open.id))
      .returning({ id: esignConsents.id, givenAt: esignConsents.givenAt });
    if (!given) return;
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "esign.consentGiven",
      subject: `application:${application.id}`,
      details: { consentId: open.id, signerRole: ctx.signer.role, version },
      address: ctx.address,
    });
    await deliverDisclosures(tx, ctx, { consentId: open.id, deliveredAt: givenAt });
  });
  return { givenAt, version };
}

/**
 * esign.withdrawConsent: recorded with its address and browser; afterwards nothing is delivered
 * electronically and the disclosures go on paper by mail (the consent disclosure says how).
 */
export async function withdrawConsent(ctx: ClosingCaller) {
  takenAt(ctx);
  const { deps, application } = ctx;
  const { version } = await deps.consentDisclosure();
  const open = await openConsent(deps.db, application.id, ctx.signer.role, version);
  if (!open?.givenAt) throw new ApplicationError("BAD_REQUEST", NOTHING_TO_WITHDRAW);
  const withdrawnAt = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(esignConsents)
      .set({ withdrawnAt, withdrawnAddress: ctx.address, withdrawnUserAgent: ctx.userAgent })
      .where(eq(esignConsents.id, open.id));
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "esign.consentWithdrawn",
      subject: `application:${application.id}`,
      details: { consentId: open.id, signerRole: ctx.signer.role, version },
      address: ctx.address,
    });
  });
  return { withdrawnAt };
}
