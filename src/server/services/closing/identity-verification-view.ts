import { and, desc, eq } from "drizzle-orm";
import { closingStepAfter } from "@/domain/application/closing-steps";
import { COBORROWER_PATH } from "@/domain/closing/coborrower-steps";
import { identityOutcomeEffect } from "@/domain/closing/identity-check";
import { IDENTITY_DOCUMENT_TYPES } from "@/domain/documents/identity-documents";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { conditions, identityVerifications } from "@/server/db/schema";
import type { SignerContext } from "./closing-application";
import { requireDisclosuresSigned } from "./verify-identity";

/**
 * identityVerification.status: the ID kinds accepted with their sides (spec §3), the signer's own
 * latest check (its outcome and the condition it added, never the data checked) and where they go
 * next; to the borrower, the coborrower's name (they verify on their own account, decision 044).
 */
export async function identityVerificationStatus(ctx: SignerContext) {
  await requireDisclosuresSigned(ctx);
  const { deps, application } = ctx;
  const [latest] = await deps.db
    .select({ check: identityVerifications, conditionText: conditions.text })
    .from(identityVerifications)
    .leftJoin(conditions, eq(conditions.id, identityVerifications.conditionId))
    .where(
      and(
        eq(identityVerifications.applicationId, application.id),
        eq(identityVerifications.personRole, ctx.signer.role),
      ),
    )
    .orderBy(desc(identityVerifications.verifiedAt))
    .limit(1);
  const answers = application.answers as PrequalAnswers;
  const borrower = ctx.signer.role === "borrower";
  const coborrower = answers.withCoborrower && borrower ? answers.coborrower : undefined;
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
    next: movesOn ? (borrower ? closingStepAfter("identityVerification").next : COBORROWER_PATH) : null,
  };
}
