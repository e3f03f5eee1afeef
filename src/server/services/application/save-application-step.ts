import { eq } from "drizzle-orm";
import {
  type ApplicationFacts,
  type ApplicationPlace,
  type ApplicationStepKey,
  applicationStatusRank,
  applicationStep,
  firstUnsavedPlace,
  isOpen,
  nextPlace,
  type SectionOwner,
  statusAt,
  stepPath,
  turnsOf,
} from "@/domain/application/application-steps";
import { needsRevisit } from "@/domain/application/later-answers";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { APPLICATION_DECLINED, ApplicationError, NO_COBORROWER, STALE_ANSWERS } from "./application-error";
import { changeStatus } from "./change-status";
import { readSections, type StoredSection, writeSection } from "./section-store";

export interface StepSave {
  step: ApplicationStepKey;
  who: SectionOwner;
  /** The version the person's screen loaded (0 when it was never saved). */
  version: number;
  data: Record<string, unknown>;
  /** Values sealed apart from `data` (account numbers); never returned in clear. */
  sensitive?: Record<string, string>;
}

export interface StepSaved<Then = undefined> {
  version: number;
  /** The path of the screen that follows. */
  next: string;
  /** Sentences about earlier answers this save changed the meaning of ("… no longer applies"). */
  notices: string[];
  /** What the save's follow-up answered. */
  followUp: Then;
}

/**
 * Whether a place is done: saved, and not missing an answer an earlier edit brought in (a
 * purchase's seller question on declarations saved for a refinance: to be revisited, decision 037).
 */
export const isSavedIn =
  (sections: readonly StoredSection[], facts: ApplicationFacts) => (place: ApplicationPlace) =>
    sections.some((s) => s.section === place.step && s.who === place.who && !needsRevisit(s, facts));

/**
 * The one way an application screen is saved (issue 9): in order, against the version the screen
 * loaded, moving the status forward only, with an audit record for each status change. Saves of
 * one application queue on its row, so two tabs cannot both pass the version check.
 */
export async function saveApplicationStep<Then = undefined>(
  ctx: ApplicationContext,
  save: StepSave,
  /** What the save implies beyond the section (an offer priced again), in the same transaction. */
  followUp?: (tx: Database) => Promise<Then>,
): Promise<StepSaved<Then>> {
  const { deps, application } = ctx;
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    if (!locked) throw new ApplicationError("NOT_FOUND", "We couldn’t find your application.");
    // Declined meanwhile (a debt-consolidation save in another tab priced it out): nothing more to save.
    if (locked.declinedAt) throw new ApplicationError("FORBIDDEN", APPLICATION_DECLINED);
    const before = await readSections(tx, application.id);
    const facts = applicationFacts(locked, before);
    const place = { step: save.step, who: save.who };
    if (!turnsOf(save.step, facts).includes(save.who)) {
      throw new ApplicationError(
        "BAD_REQUEST",
        save.who === "coborrower" ? NO_COBORROWER : "Choose whose answers these are.",
      );
    }
    if (!isOpen(place, facts, isSavedIn(before, facts))) {
      const first = firstUnsavedPlace(facts, isSavedIn(before, facts));
      throw new ApplicationError("BAD_REQUEST", `Finish “${applicationStep(first.step).title}” first.`);
    }
    const current = before.find((s) => s.section === save.step && s.who === save.who)?.version ?? 0;
    if (save.version !== current) throw new ApplicationError("CONFLICT", STALE_ANSWERS);

    const now = deps.now();
    await writeSection(tx, deps.fieldKey, {
      applicationId: application.id,
      section: save.step,
      who: save.who,
      data: save.data,
      sensitive: save.sensitive,
      version: current + 1,
      actor: ctx.actor,
      now,
    });
    const after = await readSections(tx, application.id);
    const factsAfter = applicationFacts(locked, after);
    // The first place still to do decides the status: an earlier edit that adds a screen (a
    // business now owned 25%) brings the applicant back to it.
    const reached = firstUnsavedPlace(factsAfter, isSavedIn(after, factsAfter));
    // An edit made once every screen was done (from the summary's Edit links) goes back to the
    // summary, or to a screen the edit brought in, not on through screens already done.
    const wasDone = firstUnsavedPlace(facts, isSavedIn(before, facts)).step === "summary";
    const next = wasDone ? reached : nextPlace(place, factsAfter);
    await moveStatusForward(ctx, tx, locked.applicationStatus, statusAt(reached, factsAfter), now);
    const followed = followUp ? await followUp(tx) : (undefined as Then);
    return { version: current + 1, next: stepPath(next.step, next.who), notices: [], followUp: followed };
  });
}

async function moveStatusForward(
  ctx: ApplicationContext,
  tx: ApplicationContext["deps"]["db"],
  from: string | null,
  to: string,
  now: Date,
) {
  if (applicationStatusRank(to) <= applicationStatusRank(from)) return;
  // A status past the application's screens (disclosures, submitted) stays: editing an answer
  // afterwards does not take the application back.
  const application = statusOrder("application") ?? 0;
  if (applicationStatusRank(from) === -1 && (statusOrder(from ?? "") ?? 0) > application) return;
  await changeStatus(ctx, tx, { from, to, now });
}
