import { and, eq, isNull } from "drizzle-orm";
import {
  REFERRER_CONSENT_VERSION,
  referralReachRefusal,
  referrerConsentText,
} from "@/domain/prequal/referral-reach";
import type { Database } from "@/server/db/client";
import { applicants, applications, organisations, referralLinks, referrerConsents } from "@/server/db/schema";
import {
  type ApplicationRow,
  answersOf,
  findCallerApplication,
  type PrequalCaller,
} from "./application-store";
import { PrequalError, START_AGAIN } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";
import type { ReferralPrefill } from "./referrals";

/** The partner whose link made this draft: its organisation, as named to the applicant, and the link's e-mail. */
async function referrerOf(db: Database, row: ApplicationRow) {
  if (!row.referralId) return null;
  const [found] = await db
    .select({ link: referralLinks, organisationName: organisations.name })
    .from(referralLinks)
    .innerJoin(organisations, eq(organisations.id, referralLinks.organisationId))
    .where(eq(referralLinks.id, row.referralId));
  if (!found) return null;
  const prefill = found.link.prefill as ReferralPrefill;
  return {
    referralId: found.link.id,
    organisationId: found.link.organisationId,
    organisationName: found.organisationName,
    email: prefill.email,
  };
}

async function accountEmailOf(db: Database, applicantId: string | null | undefined) {
  if (!applicantId) return undefined;
  const [account] = await db
    .select({ email: applicants.email })
    .from(applicants)
    .where(eq(applicants.id, applicantId));
  return account?.email;
}

/** Decision 070's rule for this row: why its referral may not reach it, or null when it may. */
export async function referralReach(db: Database, row: ApplicationRow) {
  const referrer = await referrerOf(db, row);
  if (!referrer) return { referrer: null, refusal: null };
  const refusal = referralReachRefusal({
    creditPulled: row.creditCallId !== null,
    declined: row.declinedAt !== null,
    status: row.applicationStatus,
    emails: [answersOf(row).borrower?.email, await accountEmailOf(db, row.applicantId)],
    referralEmail: referrer.email,
  });
  return { referrer, refusal };
}

/**
 * What the referred lead's first screen shows: the partner by name and the words to agree to, or
 * that it was agreed. Null when the referral may not reach the draft (the screen offers nothing).
 */
export async function referrerView(db: Database, row: ApplicationRow | undefined) {
  if (!row) return null;
  const { referrer, refusal } = await referralReach(db, row);
  if (!referrer) return null;
  const shared = row.organisationId === referrer.organisationId;
  if (refusal && !shared) return null;
  return {
    organisationName: referrer.organisationName,
    consentText: referrerConsentText(referrer.organisationName),
    shared,
  };
}

/**
 * prequal.shareWithReferrer: the applicant ticks the box naming the partner, and only then does
 * the partner reach the draft its link made (decision 070). The consent is kept with its words.
 */
export async function shareWithReferrer(deps: PrequalDependencies, caller: PrequalCaller) {
  const row = await findCallerApplication(deps.db, caller);
  if (!row) throw new PrequalError("NOT_FOUND", START_AGAIN);
  const { referrer, refusal } = await referralReach(deps.db, row);
  if (!referrer)
    throw new PrequalError(
      "CONFLICT",
      "This application did not come from a partner's link: there is nobody to share it with.",
    );
  if (refusal) throw new PrequalError("CONFLICT", refusal);
  if (row.organisationId === referrer.organisationId) return { shared: true as const };
  const now = deps.now();
  const wording = referrerConsentText(referrer.organisationName);
  await deps.db.transaction(async (tx) => {
    await tx.insert(referrerConsents).values({
      applicationId: row.id,
      organisationId: referrer.organisationId,
      organisationName: referrer.organisationName,
      referralId: referrer.referralId,
      actor: caller.actor,
      applicantId: caller.applicantId ?? null,
      address: caller.address,
      wording,
      wordingVersion: REFERRER_CONSENT_VERSION,
      consentedAt: now,
    });
    await tx
      .update(applications)
      .set({ organisationId: referrer.organisationId, updatedAt: now })
      .where(and(eq(applications.id, row.id), isNull(applications.organisationId)));
    await deps.audit(tx, {
      actor: caller.actor,
      action: "prequal.referrerConsented",
      subject: `application:${row.id}`,
      details: { organisationId: referrer.organisationId, wordingVersion: REFERRER_CONSENT_VERSION },
      address: caller.address,
    });
  });
  return { shared: true as const };
}

/**
 * Takes the partner's reach and link off a draft the referral may no longer reach (claimed by an
 * account of another e-mail, or retired because its applicant has an application), recording why. The consent rows stay as
 * the history of what was agreed.
 */
export async function detachReferral(
  deps: Pick<PrequalDependencies, "db" | "now" | "audit">,
  row: ApplicationRow,
  reason: "forSomeoneElse" | "applicantHasAnApplication",
  caller: { actor: string; address: string },
) {
  if (!row.referralId && !row.organisationId) return;
  // A draft made for someone else keeps nothing of theirs: its holder starts from the first question.
  const forgotten =
    reason === "forSomeoneElse" ? { answers: {}, applicationStatus: null, statusOrder: null } : {};
  await deps.db
    .update(applications)
    .set({ organisationId: null, referralId: null, ...forgotten, updatedAt: deps.now() })
    .where(eq(applications.id, row.id));
  await deps.audit(deps.db, {
    actor: caller.actor,
    action: "prequal.referralDetached",
    subject: `application:${row.id}`,
    details: { organisationId: row.organisationId, referralId: row.referralId, reason },
    address: caller.address,
  });
}
