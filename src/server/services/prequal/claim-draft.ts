import { eq } from "drizzle-orm";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";
import { answersOf, findCallerApplication } from "./application-store";
import { journeyNext } from "./prequal-answer";

/**
 * Hands an anonymous draft to the applicant who just signed up or in (decision 020). With no
 * application yet, the draft becomes theirs. With one still before the credit check, the draft's
 * answers are laid over it (the newer answers win) and the draft is retired. An application past
 * the credit check is kept as it is: a draft never undoes a pull, an offer or a decline.
 */
export async function claimDraft(
  db: Database,
  draftToken: string | undefined,
  applicantId: string,
  now: Date,
) {
  if (!draftToken) return;
  const draft = await findCallerApplication(db, { draftToken, actor: "anonymous", address: "" });
  if (!draft) return;
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
  if (own.creditCallId || own.declinedAt || draft.declinedAt) return;
  const merged = { ...own, answers: { ...answersOf(own), ...answersOf(draft) }, flow: draft.flow };
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
