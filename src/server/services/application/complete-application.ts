import { eq } from "drizzle-orm";
import { afterApplicationCompleted } from "@/domain/application/closing-steps";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { applications } from "@/server/db/schema";
import { inviteCoborrower } from "../closing/invite-coborrower";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { APPLICATION_DECLINED, ApplicationError } from "./application-error";
import { unfinishedPlace } from "./application-summary";
import { changeStatus } from "./change-status";
import { readSections } from "./section-store";

/**
 * Where the applicant goes once the application is complete: the first closing step, the
 * disclosures (spec §4: status disclosures, order 22; decision 038).
 */
const { status: STATUS_AFTER_COMPLETION, next: AFTER_COMPLETION } = afterApplicationCompleted();

/**
 * "Confirm my answers" (decisions 030, 111): refused while a screen that applies is
 * unsaved; the first time, sets `application_completed_at`, writes `application.completed` and
 * moves the status on to the disclosures (decision 038) and invites the coborrower (decision 044);
 * again (a second tab, a double press), answers the first time and writes nothing. The row is
 * locked, so two concurrent calls cannot both see it incomplete.
 */
export async function completeApplication(
  ctx: ApplicationContext,
): Promise<{ completedAt: Date; next: string }> {
  const { deps, application } = ctx;
  let firstTime = false;
  const completed = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    if (!locked) throw new ApplicationError("NOT_FOUND", "We couldn’t find your application.");
    if (locked.declinedAt) throw new ApplicationError("FORBIDDEN", APPLICATION_DECLINED);
    if (locked.applicationCompletedAt)
      return { completedAt: locked.applicationCompletedAt, next: AFTER_COMPLETION };
    const sections = await readSections(tx, application.id);
    const unfinished = unfinishedPlace(applicationFacts(locked, sections), sections);
    if (unfinished) throw new ApplicationError("BAD_REQUEST", `Finish “${unfinished.title}” first.`);
    const completedAt = deps.now();
    await tx
      .update(applications)
      .set({ applicationCompletedAt: completedAt, updatedAt: completedAt })
      .where(eq(applications.id, application.id));
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "application.completed",
      subject: `application:${application.id}`,
      details: { status: locked.applicationStatus, next: AFTER_COMPLETION },
      address: ctx.address,
    });
    // Forward only: a status already past the documents step is never taken back.
    const from = locked.applicationStatus;
    if ((statusOrder(from ?? "") ?? 0) < (statusOrder(STATUS_AFTER_COMPLETION) ?? 0))
      await changeStatus(ctx, tx, { from, to: STATUS_AFTER_COMPLETION, now: completedAt });
    firstTime = true;
    return { completedAt, next: AFTER_COMPLETION };
  });
  if (firstTime)
    await inviteCoborrowerOnFile({
      ...ctx,
      application: { ...application, applicationCompletedAt: completed.completedAt },
    });
  return completed;
}

/**
 * The application is taken: the coborrower is invited to sign on their own account at once
 * (decision 044), when their e-mail address is on file. Without one, or with the borrower's own,
 * the sign screen asks the borrower for it; the completion stands either way.
 */
async function inviteCoborrowerOnFile(ctx: ApplicationContext) {
  if (!(ctx.application.answers as PrequalAnswers).withCoborrower) return;
  try {
    await inviteCoborrower(ctx, {});
  } catch (error) {
    if (!(error instanceof ApplicationError)) throw error;
  }
}
