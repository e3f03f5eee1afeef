import { z } from "zod";
import { formatAddress } from "../application/real-estate-summary";
import type { PrequalAnswers } from "../prequal/prequal-answers";

/**
 * Decision 068: a coborrower invitation carries a single-use token bound to one application. The
 * invited person opens it signed in with the address it went to, sees whose application it is (the
 * borrower's full name and the home), and accepts it on their own account; from then on their
 * steps are that application's only.
 */

/** The token from the invitation's link (256 random bits, base64url). */
export const invitationTokenInput = z.object({
  token: z
    .string({ error: "This invitation link is incomplete. Open it again from the e-mail we sent you." })
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      "This invitation link is incomplete. Open it again from the e-mail we sent you.",
    ),
});

export const INVITATION_PENDING_ELSEWHERE =
  "This person already has a coborrower invitation from another borrower waiting for their answer. Ask them to answer it first, or give another e-mail address.";
export const INVITATION_NOT_FOUND =
  "This invitation link has been used or replaced. If you still have to sign as coborrower, ask the borrower to invite you again.";
export const INVITATION_FOR_ANOTHER_ADDRESS =
  "This invitation was sent to another e-mail address. Sign out, then sign in (or create your account) with the address it was sent to.";
export const FINISH_THE_OTHER_APPLICATION_FIRST =
  "You still have steps to finish as coborrower on another application. Finish them first, then open this invitation again.";

/** Whose application the coborrower joins, as they see it before accepting and on their page. */
export function invitingApplication(answers: PrequalAnswers) {
  const borrower = answers.borrower;
  return {
    borrowerName: [borrower?.firstName, borrower?.lastName].filter(Boolean).join(" "),
    propertyAddress: answers.address ? formatAddress(answers.address) : "",
  };
}

/**
 * Whether the signed-in person may accept: the invitation went to their own address (case aside),
 * and no other application still waits for their steps (their page works on one application).
 */
export function invitationRefusal(input: {
  invitedEmail: string;
  callerEmail: string;
  unfinishedElsewhere: boolean;
}): string | null {
  if (input.invitedEmail.toLowerCase() !== input.callerEmail.toLowerCase())
    return INVITATION_FOR_ANOTHER_ADDRESS;
  if (input.unfinishedElsewhere) return FINISH_THE_OTHER_APPLICATION_FIRST;
  return null;
}
