import { eq } from "drizzle-orm";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import { applications } from "@/server/db/schema";
import { type ApplicationRow, answersOf, findCallerApplication } from "./application-store";
import { journeyNext } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";

type ClaimDependencies = Pick<PrequalDependencies, "db" | "now" | "audit">;

/**
 * A partner's referral travels with the draft it brought (decision 036): the applicant's own
 * application takes it when it has none, so the partner keeps seeing the lead it sent. One that
 * names another partner already keeps its own, and the draft's is recorded as not carried over.
 */
async function carryReferral(
  deps: ClaimDependencies,
  draft: ApplicationRow,
  own: ApplicationRow,
  caller: { applicantId: string; address: string },
) {
  if (!draft.organisationId) return {};
  const carried = !own.organisationId;
  await deps.audit(deps.db, {
    actor: `applicant:${caller.applicantId}`,
    action: carried ? "prequal.referralCarriedOver" : "prequal.referralNotCarriedOver",
    subject: `application:${own.id}`,
    details: {
      fromApplication: draft.id,
      organisationId: draft.organisationId,
      referralId: draft.referralId,
      ...(carried ? {} : { keptOrganisationId: own.organisationId }),
    },
    address: caller.address,
  });
  if (!carried) return {};
  // Moved, not copied: the retired draft no longer counts among the partner's leads.
  await deps.db
    .update(applications)
    .set({ organisationId: null, referralId: null })
    .where(eq(applications.id, draft.id));
  return { organisationId: draft.organisationId, referralId: draft.referralId };
}

/**
 * Hands an anonymous draft to the applicant who just signed up or in (decision 020). With no
 * application yet, the draft becomes theirs. With one still before the credit check, the draft's
 * answers are laid over it (the newer answers win) and the draft is retired. An application past
 * the credit check keeps its answers: a draft never undoes a pull, an offer or a decline. In
 * every case a partner's referral the draft came with is carried over when the application has none.
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
  if (!own) {
    await db
      .update(applications)
      .set({ applicantId, draftTokenHash: null, updatedAt: now })
      .where(eq(applications.id, draft.id));
    return;
  }
  await db
    .update(applications)
    .set({ draftTokenHash: null, updatedAt: now })
    .where(eq(applications.id, draft.id));
  const referral = await carryReferral(deps, draft, own, caller);
  if (own.creditCallId || own.declinedAt || draft.declinedAt) {
    if (referral.organisationId)
      await db
        .update(applications)
        .set({ ...referral, updatedAt: now })
        .where(eq(applications.id, own.id));
    return;
  }
  const merged = {
    ...own,
    ...referral,
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
      ...referral,
      updatedAt: now,
    })
    .where(eq(applications.id, own.id));
}
