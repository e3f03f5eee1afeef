import { eq } from "drizzle-orm";
import type { CreditReport } from "@/domain/debts/credit-report";
import { type AutomatedDecision, automatedDecision } from "@/domain/decisions/automated-decision";
import type { DecisionCondition } from "@/domain/decisions/decision-rules";
import { INELIGIBLE_SCREENS, ineligibleScreenFor } from "@/domain/decisions/ineligible-screens";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { DeclineReason } from "@/domain/pricing/eligibility";
import { representativeScore } from "@/domain/pricing/representative-score";
import type { Database } from "@/server/db/client";
import { applications, decisions } from "@/server/db/schema";
import type { JobName, JobOptions, JobPayloads, JobQueue } from "@/server/jobs/job-queue";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { APPLICATION_DECLINED, ApplicationError } from "@/server/services/application/application-error";
import { changeStatus } from "@/server/services/application/change-status";
import { currentDecision } from "@/server/services/decisions/current-decision";
import { addCondition } from "@/server/services/documents/add-condition";
import { lendingSystemAtSubmission } from "@/server/services/lending-system/lending-system-at-submission";
import { requestDelivery } from "@/server/services/lending-system/request-delivery";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import { recordDecline } from "@/server/services/prequal/decline-application";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import { scoreDisclosure } from "@/server/services/prequal/price-application";
import { decisionFacts } from "./decision-facts";
import { instructionOf } from "./disbursement-instruction";

const SUBMITTED = "applicationSubmitted";
export const FINISH_DISBURSEMENT_FIRST =
  "Your application is submitted after you choose how your funds are paid out. Finish the loan disbursement step first.";

const order = (status: string | null) => statusOrder(status ?? "") ?? 0;

/** Jobs held until the transaction commits: on the embedded database none may be sent inside it (decision 033). */
function jobsAfterCommit(): JobQueue & { flush: (queue: JobQueue) => Promise<void> } {
  const held: { name: JobName; data: unknown; options?: JobOptions }[] = [];
  return {
    async send(name, data, options) {
      held.push({ name, data, options });
    },
    async flush(queue) {
      for (const job of held)
        await queue.send(job.name, job.data as JobPayloads[typeof job.name], job.options);
    },
  };
}

const BORROWER = { borrower: "main", coborrower: "coborrower" } as const;

/** The Reg B score disclosure of a decline that used a score. */
async function scoreUsed(
  ctx: ApplicationContext,
  decision: AutomatedDecision,
  scores: readonly (readonly number[])[],
) {
  const score = representativeScore(scores);
  if (decision.outcome !== "declined" || score === null) return undefined;
  const report = await resultOfCall<CreditReport>(ctx.deps, ctx.application.creditCallId);
  return report ? scoreDisclosure(report, score) : undefined;
}

async function addConditions(
  ctx: ApplicationContext,
  tx: Database,
  jobs: JobQueue,
  list: readonly DecisionCondition[],
) {
  for (const c of list)
    await addCondition(
      { db: tx, now: ctx.deps.now, audit: ctx.deps.audit, jobs },
      {
        applicationId: ctx.application.id,
        code: c.code,
        borrower: c.who ? BORROWER[c.who] : undefined,
        documentType: c.documentType,
        text: c.text || undefined,
        by: "system",
      },
    );
}

/** Submission follows the loan disbursement: its status reached and its instruction saved (decision 043). */
async function refuseBeforeDisbursement(
  db: Database,
  row: Pick<ApplicationRow, "id" | "applicationStatus" | "declinedAt">,
) {
  if (row.declinedAt) throw new ApplicationError("FORBIDDEN", APPLICATION_DECLINED);
  if (order(row.applicationStatus) < order("loanDisbursement") || !(await instructionOf(db, row.id)))
    throw new ApplicationError("FORBIDDEN", FINISH_DISBURSEMENT_FIRST);
}

/**
 * submission.submit (issue 11, decision 043): once the loan disbursement is done, the automated
 * decision runs on everything known and is stored with its derivation; then, in one transaction
 * under the application's row lock, a conditional approval adds its conditions and sets
 * `encompassConditionallyApproved`, a decline stores its Reg B notice and `declinedAt`, and the
 * status moves to applicationSubmitted. Submitting again (a double click, two tabs, at once)
 * answers the first decision: the lock and the unique index keep one. E-mails, and the delivery
 * to the lending system of an application not declined, are queued after the commit.
 */
export async function submitApplication(
  ctx: ApplicationContext,
): Promise<{ outcome: AutomatedDecision["outcome"]; next: string }> {
  const { deps, application } = ctx;
  const first = await currentDecision(deps.db, application.id);
  if (first)
    return { outcome: first.outcome, next: nextFor(first.outcome, first.reasons as DeclineReason[]) };
  await refuseBeforeDisbursement(deps.db, application);
  const facts = await decisionFacts(deps, application);
  const decision = automatedDecision(facts);
  const notice = await scoreUsed(ctx, decision, facts.credit.scoresByBorrower);
  const jobs = jobsAfterCommit();
  const outcome = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    if (!locked) throw new ApplicationError("NOT_FOUND", "We couldn’t find your application.");
    const already = await currentDecision(tx, application.id);
    if (already) return { outcome: already.outcome, id: null };
    await refuseBeforeDisbursement(tx, locked);
    const now = deps.now();
    // The lending system is stamped now: the referring partner's where the lender chose one (decision 105).
    const lendingSystem = await lendingSystemAtSubmission(tx, locked, deps.lendingSystem);
    const [stored] = await tx
      .insert(decisions)
      .values({
        applicationId: application.id,
        outcome: decision.outcome,
        reasons: decision.reasons,
        derivation: decision.derivation as unknown as Record<string, unknown>,
        rateSheetVersion: facts.rateSheet.version,
        decidedBy: "system",
        decidedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: decisions.id });
    if (!stored)
      return { outcome: (await currentDecision(tx, application.id))?.outcome ?? decision.outcome, id: null };
    if (decision.outcome !== "declined") await addConditions(ctx, tx, jobs, decision.conditions);
    await tx
      .update(applications)
      .set({
        lendingSystem,
        ...(decision.outcome === "conditionallyApproved" ? { encompassConditionallyApproved: true } : {}),
        updatedAt: now,
      })
      .where(eq(applications.id, application.id));
    if (decision.outcome === "declined")
      await recordDecline(deps, tx, locked, ctx, {
        reasons: decision.reasons,
        scoreUsed: notice,
        action: "application.declined",
      });
    if (order(locked.applicationStatus) < order(SUBMITTED))
      await changeStatus(ctx, tx, { from: locked.applicationStatus, to: SUBMITTED, now });
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "application.decided",
      subject: `application:${application.id}`,
      details: {
        decisionId: stored.id,
        outcome: decision.outcome,
        reasons: decision.reasons,
        conditions: decision.conditions.map((c) => c.code),
        rateSheetVersion: facts.rateSheet.version,
      },
      address: ctx.address,
    });
    return { outcome: decision.outcome, id: stored.id, lendingSystem };
  });
  if (outcome.id) {
    await jobs.flush(deps.jobs);
    await deps.jobs.send(
      "milestone.mail",
      { applicationId: application.id, milestone: "decision" },
      { singletonKey: `decision:${application.id}` },
    );
    // The lender's lending system gets the file by a job: the applicant never waits on it (decision 081).
    if (outcome.outcome !== "declined")
      await requestDelivery(
        { db: deps.db, jobs: deps.jobs, now: deps.now },
        application.id,
        outcome.lendingSystem ?? application.lendingSystem,
      );
  }
  const reasons = (await currentDecision(deps.db, application.id))?.reasons ?? decision.reasons;
  return { outcome: outcome.outcome, next: nextFor(outcome.outcome, reasons as DeclineReason[]) };
}

/** The submitted screen; a declined applicant reads the notice on the ineligible screen of its reasons. */
function nextFor(outcome: AutomatedDecision["outcome"], reasons: readonly DeclineReason[]): string {
  if (outcome !== "declined") return "/app/application/submitted";
  return ineligibleScreenFor(reasons) ?? INELIGIBLE_SCREENS.otherReasons;
}
