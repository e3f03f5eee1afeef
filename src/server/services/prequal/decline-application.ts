import { and, desc, eq, isNull } from "drizzle-orm";
import { adverseActionNotice, type CreditScoreUsed } from "@/domain/decisions/adverse-action-notice";
import { INELIGIBLE_SCREENS, ineligibleScreenFor } from "@/domain/decisions/ineligible-screens";
import type { DeclineReason } from "@/domain/pricing/eligibility";
import type { Database } from "@/server/db/client";
import { adverseActionNotices, applications } from "@/server/db/schema";
import { type ApplicationRow, answersOf, type PrequalCaller } from "./application-store";
import type { PrequalDependencies } from "./prequal-dependencies";

/**
 * Declines the application (Reg B): the notice — the action, the creditor, the principal reasons,
 * the ECOA notice and, when a score was used, the score disclosure — is stored with the lead as it
 * was given, and the person goes to the ineligible screen for the first reason.
 */
export async function declineApplication(
  deps: PrequalDependencies,
  row: ApplicationRow,
  caller: PrequalCaller,
  decision: { reasons: DeclineReason[]; scoreUsed?: CreditScoreUsed },
): Promise<string> {
  const declined = await deps.db.transaction((tx) =>
    recordDecline(deps, tx, row, caller, { ...decision, action: "prequal.declined" }),
  );
  if (!declined) return ineligiblePathOf(deps.db, row);
  return ineligibleScreenFor(decision.reasons) ?? INELIGIBLE_SCREENS.otherReasons;
}

/**
 * Within the caller's transaction: sets `declinedAt` once and stores the Reg B notice built from
 * the reasons, with an audit record named `action`. False when the application was declined
 * already (a decision racing this one keeps the first). Prequalification and the automated
 * decision at submission (decision 043) both decline through it.
 */
export async function recordDecline(
  deps: Pick<PrequalDependencies, "now" | "lender" | "audit">,
  tx: Database,
  row: ApplicationRow,
  caller: Pick<PrequalCaller, "actor" | "address">,
  decision: { reasons: DeclineReason[]; scoreUsed?: CreditScoreUsed; action: string },
): Promise<boolean> {
  const now = deps.now();
  const borrower = answersOf(row).borrower;
  const notice = adverseActionNotice({
    applicantName: [borrower?.firstName, borrower?.lastName].filter(Boolean).join(" ") || "Applicant",
    product: row.product,
    decidedAt: now,
    reasons: decision.reasons,
    creditor: {
      legalName: deps.lender.legalName,
      address: deps.lender.address,
      phone: deps.lender.phone,
      nmlsId: deps.lender.nmlsId,
    },
    scoreUsed: decision.scoreUsed,
  });
  const [declined] = await tx
    .update(applications)
    .set({ declinedAt: now, updatedAt: now })
    .where(and(eq(applications.id, row.id), isNull(applications.declinedAt)))
    .returning({ id: applications.id });
  if (!declined) return false;
  await tx.insert(adverseActionNotices).values({
    applicationId: row.id,
    reasons: decision.reasons,
    notice: notice as unknown as Record<string, unknown>,
    issuedAt: now,
  });
  await deps.audit(tx, {
    actor: caller.actor,
    action: decision.action,
    subject: `application:${row.id}`,
    details: { reasons: decision.reasons },
    address: caller.address,
  });
  return true;
}

/** The latest notice given on this application, or undefined. */
export async function latestNotice(db: Database, applicationId: string) {
  const [notice] = await db
    .select()
    .from(adverseActionNotices)
    .where(eq(adverseActionNotices.applicationId, applicationId))
    .orderBy(desc(adverseActionNotices.issuedAt))
    .limit(1);
  return notice;
}

/** Where a declined application's owner belongs: the ineligible screen of its notice's reasons. */
export async function ineligiblePathOf(db: Database, row: ApplicationRow): Promise<string> {
  const notice = await latestNotice(db, row.id);
  return ineligibleScreenFor((notice?.reasons ?? []) as DeclineReason[]) ?? INELIGIBLE_SCREENS.otherReasons;
}
