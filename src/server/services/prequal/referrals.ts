import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { REFERRAL_FOR_SOMEONE_ELSE, referralReachRefusal } from "@/domain/prequal/referral-reach";
import type { Database } from "@/server/db/client";
import { applicants, referralLinks } from "@/server/db/schema";
import { createApplication, findCallerApplication, type PrequalCaller } from "./application-store";
import { ineligiblePathOf } from "./decline-application";
import { journeyNext, PrequalError } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";

/** A referral link works for 30 days and once. */
export const REFERRAL_DAYS = 30;
export const REFERRAL_PATH = "/app/initial-setup/mcr";
const LINK_USED = "This link has been used or has expired. Ask the person who sent it for a new one.";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export type ReferralPrefill = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  zip?: string;
  estimatedValue?: number;
  mortgageBalanceEstimate?: number;
};

/** referrals.create: a partner's link that starts an MCR lead with what the partner knows. */
export async function createReferral(
  deps: PrequalDependencies,
  staff: { id: string; organisationId: string },
  prefill: ReferralPrefill,
  siteUrl: string,
) {
  const token = randomBytes(24).toString("base64url");
  const now = deps.now();
  await deps.db.insert(referralLinks).values({
    organisationId: staff.organisationId,
    createdBy: staff.id,
    tokenHash: hashOf(token),
    prefill: prefill as unknown as Record<string, unknown>,
    expiresAt: new Date(now.getTime() + REFERRAL_DAYS * 24 * 60 * 60 * 1000),
    createdAt: now,
  });
  await deps.audit(deps.db, {
    actor: `staff:${staff.id}`,
    action: "referral.created",
    subject: `organisation:${staff.organisationId}`,
    details: {},
  });
  return { url: `${siteUrl}${REFERRAL_PATH}?ref=${token}` };
}

/** referrals.list: the organisation's recent links (never their tokens). */
export async function listReferrals(deps: PrequalDependencies, organisationId: string) {
  const rows = await deps.db
    .select()
    .from(referralLinks)
    .where(eq(referralLinks.organisationId, organisationId))
    .orderBy(desc(referralLinks.createdAt))
    .limit(50);
  return rows.map((r) => {
    const p = r.prefill as unknown as ReferralPrefill;
    return {
      id: r.id,
      name: `${p.firstName} ${p.lastName}`,
      email: p.email,
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
      claimed: r.claimedAt !== null,
    };
  });
}

/**
 * prequal.startFromReferral: the link's first use makes a NEW lead (status mcr, "New MCR Lead")
 * with the partner's answers. It names the referral, not yet the organisation: the partner reaches
 * it only once the applicant agrees on its first screen (decision 070). An applicant who has an
 * application already is sent on in it and the link stays unused; a signed-in applicant of another
 * e-mail is refused (the link stays unused); an anonymous visitor gets the lead as their draft (a
 * draft they had started is left).
 */
export async function startFromReferral(
  deps: PrequalDependencies,
  caller: PrequalCaller,
  token: string,
): Promise<{ next: string; draftToken?: string }> {
  const now = deps.now();
  const own = caller.applicantId ? await findCallerApplication(deps.db, caller) : undefined;
  if (own) return { next: own.declinedAt ? await ineligiblePathOf(deps.db, own) : journeyNext(own).path };
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(referralLinks)
      .set({ claimedAt: now })
      .where(
        and(
          eq(referralLinks.tokenHash, hashOf(token)),
          isNull(referralLinks.claimedAt),
          gt(referralLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!link) throw new PrequalError("NOT_FOUND", LINK_USED);
    const p = link.prefill as unknown as ReferralPrefill;
    if (caller.applicantId) await refuseAnotherAccount(tx, caller.applicantId, p.email);
    const answers: PrequalAnswers = {
      borrower: { firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone },
      zip: p.zip,
      estimatedValue: p.estimatedValue,
      mortgageBalanceEstimate: p.mortgageBalanceEstimate,
    };
    const created = await createApplication(tx, {
      flow: "old",
      landingVersion: deps.landingVersion,
      lendingSystem: deps.lendingSystem,
      applicantId: caller.applicantId,
      answers,
      referralId: link.id,
      status: "mcr",
      now,
    });
    await deps.audit(tx, {
      actor: caller.actor,
      action: "referral.claimed",
      subject: `application:${created.row.id}`,
      details: { organisationId: link.organisationId },
      address: caller.address,
    });
    return { next: REFERRAL_PATH, draftToken: created.draftToken };
  });
}

/** A signed-in applicant opens a link made for another address: it is not theirs to use. */
async function refuseAnotherAccount(db: Database, applicantId: string, referralEmail: string) {
  const [account] = await db.select().from(applicants).where(eq(applicants.id, applicantId));
  const refusal = referralReachRefusal({
    creditPulled: false,
    declined: false,
    status: "mcr",
    emails: [account?.email],
    referralEmail,
  });
  if (refusal) throw new PrequalError("CONFLICT", REFERRAL_FOR_SOMEONE_ELSE);
}
