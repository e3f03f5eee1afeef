import { eq } from "drizzle-orm";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import { REFERRAL_FOR_SOMEONE_ELSE } from "@/domain/prequal/referral-reach";
import { applications } from "@/server/db/schema";
import { answersOf, findCallerApplication } from "./application-store";
import { journeyNext } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";
import { detachReferral, referralReach } from "./referrer-consent";

type ClaimDependencies = Pick<PrequalDependencies, "db" | "now" | "audit">;

/**
 * Hands an anonymous draft to the applicant who just signed up or in (decision 020). With no
 * application yet, the draft becomes theirs; a partner's referral stays on it only while decision
 * 070's rule holds for the account (its e-mail is the link's), else the draft is forgotten. With
 * one still before the credit check, the draft's answers are laid over it (the newer answers win)
 * and the draft is retired. An application past the credit check keeps its answers: a draft never
 * undoes a pull, an offer or a decline. A referral never moves to an application its link did not
 * make (decision 070, superseding 036's carry-over): a referred draft is retired unmerged, as the
 * partner's answers are not the applicant's.
 */
export async function claimDraft(
  deps: ClaimDependencies,
  draftToken: string | undefined,
  caller: { applicantId: string; address: string },
) {
  const { db } = deps;
  const now = deps.now();
  if (!draftToken) return;
  const draft = await findCallerApplication(db, { draftToken, actor: "anonymous", address: "" });
  if (!draft) return;
  const { applicantId } = caller;
  const own = await findCallerApplication(db, { applicantId, actor: "anonymous", address: "" });
  const who = { actor: `applicant:${applicantId}`, address: caller.address };
  if (!own) {
    const [claimed] = await db
      .update(applications)
      .set({ applicantId, draftTokenHash: null, updatedAt: now })
      .where(eq(applications.id, draft.id))
      .returning();
    if (claimed && (await referralReach(db, claimed)).refusal === REFERRAL_FOR_SOMEONE_ELSE)
      await detachReferral(deps, claimed, "forSomeoneElse", who);
    return;
  }
  await db
    .update(applications)
    .set({ draftTokenHash: null, updatedAt: now })
    .where(eq(applications.id, draft.id));
  if (draft.referralId) {
    await detachReferral(deps, draft, "applicantHasAnApplication", who);
    return;
  }
  if (own.creditCallId || own.declinedAt || draft.declinedAt) return;
  const merged = {
    ...own,
    answers: { ...answersOf(own), ...answersOf(draft) },
    flow: draft.flow,
  };
  // The status follows from the merged answers (spec §4), not from either row's.
  const next = draft.applicationStatus === "joinWaitlist" ? { status: "joinWaitlist" } : journeyNext(merged);
  await db
    .update(applications)
    .set({
      answers: merged.answers,
      flow: draft.flow,
      product: draft.product,
      applicationStatus: next.status,
      statusOrder: next.status ? (statusOrder(next.status) ?? null) : null,
      updatedAt: now,
    })
    .where(eq(applications.id, own.id));
}
