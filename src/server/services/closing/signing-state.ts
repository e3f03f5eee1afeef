import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import type { SignerRole } from "@/server/db/esign-schema";
import { disclosureDeliveries, disclosureDocuments, disclosureSignatures } from "@/server/db/schema";
import { ApplicationError } from "../application/application-error";
import { latestConsent, openConsent, type SignerContext } from "./closing-application";
import { CONSENT_FIRST, CONSENT_WITHDRAWN } from "./closing-refusals";

/** The session signer's consent as it stands for the disclosure in force. */
export async function consentState(ctx: SignerContext) {
  const { deps, application } = ctx;
  const { version } = await deps.consentDisclosure();
  const open = await openConsent(deps.db, application.id, ctx.signer.role, version);
  if (open?.givenAt) return { state: "given" as const, consent: open, version };
  const latest = await latestConsent(deps.db, application.id, ctx.signer.role);
  if (latest?.withdrawnAt && !open)
    return { state: "withdrawn" as const, withdrawnAt: latest.withdrawnAt, version };
  const changed = Boolean(latest?.givenAt && latest.version !== version);
  return { state: changed ? ("changed" as const) : ("needed" as const), codeIssued: Boolean(open), version };
}

/** The given consent, or the sentence that says why nothing electronic is served. */
export async function requireConsent(ctx: SignerContext) {
  const state = await consentState(ctx);
  if (state.state === "given") return state.consent;
  throw new ApplicationError("FORBIDDEN", state.state === "withdrawn" ? CONSENT_WITHDRAWN : CONSENT_FIRST);
}

/** The delivery and its documents in reading order, each with the signer's own signature if any. */
export async function deliveredDocuments(db: Database, applicationId: string, role: SignerRole) {
  const [delivery] = await db
    .select()
    .from(disclosureDeliveries)
    .where(eq(disclosureDeliveries.applicationId, applicationId));
  if (!delivery) return null;
  const rows = await db
    .select({ document: disclosureDocuments, signature: disclosureSignatures })
    .from(disclosureDocuments)
    .leftJoin(
      disclosureSignatures,
      and(
        eq(disclosureSignatures.documentId, disclosureDocuments.id),
        eq(disclosureSignatures.signerRole, role),
      ),
    )
    .where(eq(disclosureDocuments.deliveryId, delivery.id))
    .orderBy(asc(disclosureDocuments.createdAt), asc(disclosureDocuments.kind));
  return { delivery, documents: rows };
}

/** Whether the signer has signed every delivered document (none delivered: not signed). */
export async function allSignedBy(db: Database, applicationId: string, role: SignerRole): Promise<boolean> {
  const delivered = await deliveredDocuments(db, applicationId, role);
  return Boolean(delivered?.documents.length && delivered.documents.every(({ signature }) => signature));
}
