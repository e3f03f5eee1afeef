import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { isAtOrPast } from "@/domain/application/closing-steps";
import type { LinkInsuranceInput } from "@/domain/closing/insurance-link";
import { documentApplicationFromSections } from "@/domain/documents/document-application-from-sections";
import type { LinkedInsurance } from "@/domain/ports/insurance-verification";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { applications, documents, insurancePolicies } from "@/server/db/schema";
import { sha256Of } from "@/server/documents/stored-file";
import type { ApplicationContext } from "../application/application-context";
import { ApplicationError } from "../application/application-error";
import type { DocumentDependencies } from "../documents/document-dependencies";
import { documentSources } from "../documents/document-sources";
import { callOnce, OutsideCallFailed } from "../prequal/outside-calls";
import {
  INSURANCE_UNREACHABLE,
  LINK_AFTER_DISCLOSURES,
  NO_POLICY_FOUND,
  PROPERTY_ADDRESS_MISSING,
} from "./closing-refusals";

/** A linked policy as the ledger keeps it: JSON, so dates travel as text and the file as base64. */
type KeptInsurance = {
  policy: Omit<LinkedInsurance["policy"], "effective" | "expires"> & { effective: string; expires: string };
  mortgageStatement: { name: string; contentType: string; base64: string } | null;
};

const kept = (l: LinkedInsurance): KeptInsurance => ({
  policy: {
    ...l.policy,
    effective: l.policy.effective.toISOString(),
    expires: l.policy.expires.toISOString(),
  },
  mortgageStatement: l.mortgageStatement
    ? {
        name: l.mortgageStatement.name,
        contentType: l.mortgageStatement.contentType,
        base64: Buffer.from(l.mortgageStatement.bytes).toString("base64"),
      }
    : null,
});

/**
 * insurance.link (spec §1's insurance-verification connector, decision 041): the carrier is asked
 * once (outside_calls, reused 30 days for the same applicant, carrier and property) for the
 * homeowners policy of the subject property. The policy is stored, its mortgage statement filed
 * through `FileStorage` as the subject property's `mortgage_statement` with source
 * `insuranceConnection`, and the application marked `canopyConnected` (spec §9: the mortgage
 * statement then counts as uploaded). Linking again files nothing twice.
 */
export async function linkInsurance(
  ctx: ApplicationContext,
  documentDeps: DocumentDependencies,
  input: LinkInsuranceInput,
) {
  const { deps, application } = ctx;
  if (
    !application.applicationCompletedAt ||
    !isAtOrPast(application.applicationStatus, "identityVerification")
  )
    throw new ApplicationError("FORBIDDEN", LINK_AFTER_DISCLOSURES);
  const answers = application.answers as PrequalAnswers;
  const address = answers.address;
  if (!address) throw new ApplicationError("BAD_REQUEST", PROPERTY_ADDRESS_MISSING);
  const carrier = input.carrier.replace(/\s+/g, " ");
  let call: { result: KeptInsurance | null; callId: number };
  try {
    call = await callOnce<KeptInsurance>(
      deps,
      {
        port: "insuranceVerification",
        chargeType: "insuranceVerification",
        subject: `${application.applicantId}|${carrier.toLowerCase()}|${address.line1.toLowerCase()}|${address.zip}`,
        applicationId: application.id,
        requestedBy: ctx.actor,
        adapter: documentDeps.adapters.insuranceVerification,
      },
      async () => {
        const linked = await documentDeps.insuranceVerification.link({
          reference: application.id,
          carrier,
          policyholder: {
            firstName: answers.borrower?.firstName ?? "",
            lastName: answers.borrower?.lastName ?? "",
          },
          address,
        });
        return linked ? kept(linked) : null;
      },
    );
  } catch (error) {
    if (error instanceof OutsideCallFailed) throw new ApplicationError("BAD_REQUEST", INSURANCE_UNREACHABLE);
    throw error;
  }
  const found = call.result;
  if (!found) throw new ApplicationError("BAD_REQUEST", NO_POLICY_FOUND(carrier), "carrier");

  const { sources } = await documentSources(deps, application);
  const subjectId = documentApplicationFromSections(sources).property?.propertyId ?? null;
  const statement = found.mortgageStatement;
  const bytes = statement ? new Uint8Array(Buffer.from(statement.base64, "base64")) : null;
  const [existing] = bytes
    ? await deps.db
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.applicationId, application.id),
            eq(documents.sha256, sha256Of(bytes)),
            isNull(documents.removedAt),
          ),
        )
    : [];
  // Stored first, then recorded: a row never points at a file that is not there.
  const key = bytes && statement && !existing ? randomUUID() : null;
  if (key && bytes && statement)
    await documentDeps.storage.put(key, bytes, {
      contentType: statement.contentType,
      byteSize: bytes.byteLength,
    });

  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    let documentId = existing?.id ?? null;
    if (key && bytes && statement) {
      const [row] = await tx
        .insert(documents)
        .values({
          applicationId: application.id,
          documentType: "mortgage_statement",
          borrower: subjectId ? null : "main",
          propertyId: subjectId,
          displayName: statement.name,
          contentType: statement.contentType,
          byteSize: bytes.byteLength,
          sha256: sha256Of(bytes),
          storageKey: key,
          status: "ready",
          source: "insuranceConnection",
          uploadedBy: ctx.actor,
          createdAt: deps.now(),
        })
        .returning({ id: documents.id });
      documentId = row?.id ?? null;
      await deps.audit(tx, {
        actor: ctx.actor,
        action: "document.uploaded",
        subject: `document:${documentId}`,
        details: {
          applicationId: application.id,
          documentType: "mortgage_statement",
          source: "insuranceConnection",
        },
        address: ctx.address,
      });
    }
    if (!locked?.canopyConnected) {
      await tx.insert(insurancePolicies).values({
        applicationId: application.id,
        carrier: found.policy.carrier,
        policyNumber: found.policy.policyNumber,
        kind: found.policy.kind,
        effective: new Date(found.policy.effective),
        expires: new Date(found.policy.expires),
        dwellingCoverage: found.policy.dwellingCoverage,
        mortgagee: found.policy.mortgagee,
        mortgageStatementId: documentId,
        outsideCallId: call.callId,
        linkedBy: ctx.actor,
        linkedAt: deps.now(),
      });
      await tx
        .update(applications)
        .set({ canopyConnected: true, updatedAt: deps.now() })
        .where(eq(applications.id, application.id));
      await deps.audit(tx, {
        actor: ctx.actor,
        action: "insurance.linked",
        subject: `application:${application.id}`,
        details: { carrier: found.policy.carrier, kind: found.policy.kind, mortgageStatementId: documentId },
        address: ctx.address,
      });
    }
    return {
      carrier: found.policy.carrier,
      kind: found.policy.kind,
      expires: new Date(found.policy.expires),
      dwellingCoverage: found.policy.dwellingCoverage,
      mortgageStatementFiled: documentId !== null,
    };
  });
}
