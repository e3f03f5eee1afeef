import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { COBORROWER_STEPS_CONDITION, coborrowerStepsLeft } from "@/domain/closing/coborrower-steps";
import type { Database } from "@/server/db/client";
import { conditions, esignConsents, identityVerifications } from "@/server/db/schema";
import type { ApplicationContext } from "../application/application-context";
import { deliveredDocuments } from "./signing-state";

/** Whether the coborrower has consented on their own account and not withdrawn it. */
export async function coborrowerConsented(db: Database, applicationId: string) {
  const [row] = await db
    .select({ id: esignConsents.id })
    .from(esignConsents)
    .where(
      and(
        eq(esignConsents.applicationId, applicationId),
        eq(esignConsents.signerRole, "coborrower"),
        isNotNull(esignConsents.givenAt),
        isNull(esignConsents.withdrawnAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** What the coborrower still has to do on their own account, from what is recorded (decision 044). */
export async function coborrowerStepsOf(db: Database, applicationId: string) {
  const consented = await coborrowerConsented(db, applicationId);
  const delivered = await deliveredDocuments(db, applicationId, "coborrower");
  const [identity] = await db
    .select({ outcome: identityVerifications.outcome })
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.applicationId, applicationId),
        eq(identityVerifications.personRole, "coborrower"),
      ),
    )
    .orderBy(desc(identityVerifications.verifiedAt))
    .limit(1);
  return coborrowerStepsLeft({
    consented,
    documentsDelivered: delivered?.documents.length ?? 0,
    documentsSigned: delivered?.documents.filter(({ signature }) => signature).length ?? 0,
    identityOutcome: identity?.outcome ?? null,
  });
}

/**
 * Once the coborrower has signed and verified, the condition that waited for them (105) is
 * cleared by them, in the transaction that recorded their last step. Nothing open: nothing to do.
 */
export async function clearCoborrowerConditionIfFinished(tx: Database, ctx: ApplicationContext, now: Date) {
  const applicationId = ctx.application.id;
  if ((await coborrowerStepsOf(tx, applicationId)).length > 0) return;
  const cleared = await tx
    .update(conditions)
    .set({ status: "cleared", clearedAt: now, clearedBy: ctx.actor })
    .where(
      and(
        eq(conditions.applicationId, applicationId),
        eq(conditions.code, COBORROWER_STEPS_CONDITION),
        eq(conditions.status, "open"),
      ),
    )
    .returning({ id: conditions.id });
  for (const { id } of cleared)
    await ctx.deps.audit(tx, {
      actor: ctx.actor,
      action: "condition.cleared",
      subject: `application:${applicationId}`,
      details: { conditionId: id, code: COBORROWER_STEPS_CONDITION },
      address: ctx.address,
    });
}
