import { eq } from "drizzle-orm";
import type { CreditReport } from "@/domain/debts/credit-report";
import type { CreditScoreUsed } from "@/domain/decisions/adverse-action-notice";
import type { DecisionDerivation } from "@/domain/decisions/automated-decision";
import { type DecideRequest, refusalToDecide, STALE_DECISION } from "@/domain/decisions/human-decision";
import type { Database } from "@/server/db/client";
import { applications, decisions } from "@/server/db/schema";
import { currentDecision, type DecisionRow } from "@/server/services/decisions/current-decision";
import { sendChangesToLendingSystem } from "@/server/services/lending-system/send-changes";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import { recordDecline } from "@/server/services/prequal/decline-application";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import { scoreDisclosure } from "@/server/services/prequal/price-application";
import {
  APPLICANT_NOT_FOUND,
  applicationInReach,
  type PipelineRequest,
  staffServiceDeps,
} from "./applicant-reach";
import { PortalError } from "./portal-error";

/** FCRA § 615(a): the score the decision used (its derivation's), disclosed on a person's decline as on the automated one. */
async function scoreUsed(ctx: PipelineRequest, application: ApplicationRow, decision: DecisionRow) {
  const figure = (decision.derivation as DecisionDerivation).figures?.find((f) => f.key === "creditScore");
  if (typeof figure?.value !== "number") return undefined;
  const report = await resultOfCall<CreditReport>(ctx.deps, application.creditCallId);
  return report ? scoreDisclosure(report, figure.value) : undefined;
}

async function lockedApplication(tx: Database, applicationId: string) {
  const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for("update");
  if (!row) throw new PortalError("NOT_FOUND", APPLICANT_NOT_FOUND);
  return row;
}

/**
 * portal.underwriting.decide (issue 22 item 2, decision 091): a person's decision on a submitted
 * file, under the application's row lock. It is a new immutable decision superseding the one the
 * underwriter read, with their comment, keeping the derivation and rate sheet it was made on; a
 * decision made meanwhile, a decline already given or a funded loan is refused (409 with a
 * sentence). A decline gives the adverse-action notice from its principal reasons exactly as the
 * automated decline does; a conditional approval marks the file conditionally approved. The
 * decision's date is the action taken (Reg B, HMDA). The applicant is e-mailed the new decision.
 */
export async function decideLoan(ctx: PipelineRequest, input: DecideRequest) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "decideLoans");
  const actorName = `staff:${actor.id}`;
  const before = await currentDecision(ctx.deps.db, application.id);
  const notice =
    before && input.outcome === "declined" ? await scoreUsed(ctx, application, before) : undefined;
  const decided = await ctx.deps.db.transaction(async (tx) => {
    const locked = await lockedApplication(tx, application.id);
    const current = await currentDecision(tx, application.id);
    const refusal = refusalToDecide(
      { current: current ?? null, declined: locked.declinedAt !== null, milestone: locked.loanMilestone },
      input.supersedes,
    );
    if (refusal || !current) throw new PortalError("CONFLICT", refusal ?? STALE_DECISION);
    return storeDecision(ctx, tx, { locked, current, input, actorName, notice });
  });
  await ctx.deps.jobs.send(
    "milestone.mail",
    { applicationId: application.id, milestone: "decision" },
    { singletonKey: `decision:${decided.id}` },
  );
  await sendChangesToLendingSystem(ctx.deps, application.id);
  return { decisionId: decided.id, outcome: input.outcome, decidedAt: decided.decidedAt };
}

/** Within the transaction, once the rules allow it: the new decision and what follows from it, audited. */
async function storeDecision(
  ctx: PipelineRequest,
  tx: Database,
  d: {
    locked: ApplicationRow;
    current: DecisionRow;
    input: DecideRequest;
    actorName: string;
    notice: CreditScoreUsed | undefined;
  },
) {
  const { locked, current, input, actorName } = d;
  const deps = staffServiceDeps(ctx);
  const now = deps.now();
  const [stored] = await tx
    .insert(decisions)
    .values({
      applicationId: locked.id,
      outcome: input.outcome,
      reasons: input.reasons,
      derivation: current.derivation,
      rateSheetVersion: current.rateSheetVersion,
      decidedBy: actorName,
      decidedAt: now,
      comment: input.comment,
      supersedes: current.id,
    })
    .onConflictDoNothing()
    .returning({ id: decisions.id, decidedAt: decisions.decidedAt });
  if (!stored) throw new PortalError("CONFLICT", STALE_DECISION);
  if (input.outcome === "declined")
    await recordDecline(
      { ...ctx.deps, audit: deps.audit },
      tx,
      locked,
      { actor: actorName, address: ctx.address },
      { reasons: input.reasons, scoreUsed: d.notice, action: "application.declined" },
    );
  if (input.outcome === "conditionallyApproved" && !locked.encompassConditionallyApproved)
    await tx
      .update(applications)
      .set({ encompassConditionallyApproved: true, updatedAt: now })
      .where(eq(applications.id, locked.id));
  await deps.audit(tx, {
    actor: actorName,
    action: "application.decided",
    subject: `application:${locked.id}`,
    details: {
      decisionId: stored.id,
      outcome: input.outcome,
      reasons: input.reasons,
      supersedes: current.id,
      superseded: current.outcome,
    },
  });
  return stored;
}
