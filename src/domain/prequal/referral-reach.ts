import { statusOrder } from "../funnel/funnel-steps";

/**
 * Issue 19 item 2 (decision 070): a partner's referral link may bring a NEW lead, and nothing
 * else. It attaches only to the draft it made, before the credit step, while the draft's e-mail
 * (and the account's, once someone signs in) is the one the partner sent the link to; and even
 * then the partner reaches the application only once the applicant agrees, on a screen that names
 * the partner, to the words below.
 */

/** Changing the words means a new version: each kept consent names the version it was given under. */
export const REFERRER_CONSENT_VERSION = "1";

/** The sentence the applicant ticks, with the organisation's name: shown and kept exactly as is. */
export function referrerConsentText(organisationName: string): string {
  return `I agree that ${organisationName}, who sent me this link, may follow this application: see my answers, my documents and where it stands. Without this, only the lender sees it.`;
}

export interface ReferredDraft {
  creditPulled: boolean;
  declined: boolean;
  status: string | null;
  /** The e-mail on the draft's answers, and the account's once someone is signed in. */
  emails: (string | null | undefined)[];
  /** The e-mail the partner sent the link to. */
  referralEmail: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const CREDIT_STEP = statusOrder("creditScore") ?? Number.POSITIVE_INFINITY;

export const REFERRAL_FOR_SOMEONE_ELSE =
  "This link was made for another e-mail address, so we cannot share your application through it. Ask the person who sent it for a link to your own address.";
export const REFERRAL_TOO_LATE =
  "Your application is past the point where a partner's link can be added to it. It stays with the lender only.";

/**
 * Why the referral may not reach the draft it made, or null when it may (with consent). An
 * application the link did not make is never offered: the services never attach a referral to one.
 */
export function referralReachRefusal(draft: ReferredDraft): string | null {
  if (draft.creditPulled || draft.declined) return REFERRAL_TOO_LATE;
  if ((statusOrder(draft.status ?? "") ?? 0) >= CREDIT_STEP) return REFERRAL_TOO_LATE;
  const known = draft.emails.filter((e): e is string => typeof e === "string" && e.trim() !== "");
  if (known.length === 0 || !known.every((e) => sameEmail(e, draft.referralEmail)))
    return REFERRAL_FOR_SOMEONE_ELSE;
  return null;
}
