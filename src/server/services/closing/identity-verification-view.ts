import { and, desc, eq } from "drizzle-orm";
import { closingStepAfter } from "@/domain/application/closing-steps";
import { identityOutcomeEffect } from "@/domain/closing/identity-check";
import { IDENTITY_DOCUMENT_TYPES } from "@/domain/documents/identity-documents";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { conditions, identityVerifications } from "@/server/db/schema";
import type { ApplicationContext } from "../application/application-context";
import { SESSION_SIGNER } from "./closing-application";
import { requireDisclosuresSigned } from "./verify-identity";

/**
 * identityVerification.status: the ID kinds accepted with their sides (spec §3), the session
 * person's latest check (its outcome and the condition it added, never the data checked) and where
 * the applicant goes next; the coborrower's name when they verify on their own account.
 */
export async function identityVerificationStatus(ctx: ApplicationContext) {
  requireDisclosuresSigned(ctx);
  const { deps, application } = ctx;
  const [latest] = await deps.db
    .select({ check: identityVerifications, conditionText: conditions.text })
    .from(identityVerifications)
    .leftJoin(conditions, eq(conditions.id, identityVerifications.conditionId))
    .where(
      and(
        eq(identityVerifications.applicationId, application.id),
        eq(identityVerifications.personRole, SESSION_SIGNER),
      ),
    )
    .orderBy(desc(identityVerifications.verifiedAt))
    .limit(1);
  const answers = application.answers as PrequalAnswers;
  const coborrower = answers.withCoborrower ? answers.coborrower : undefined;
  const movesOn = latest ? identityOutcomeEffect(latest.check.outcome).movesOn : false;
  return {
    kinds: IDENTITY_DOCUMENT_TYPES.map((d) => ({ type: d.type, label: d.label, sides: [...d.sides] })),
    latest: latest
      ? {
          outcome: latest.check.outcome,
          documentType: latest.check.documentType,
          verifiedAt: latest.check.verifiedAt,
          conditionText: latest.conditionText ?? null,
        }
      : null,
    coborrowerName: coborrower ? `${coborrower.firstName ?? ""} ${coborrower.lastName ?? ""}`.trim() : null,
    next: movesOn ? closingStepAfter("identityVerification").next : null,
  };
}
