import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import {
  INVITATION_NOT_FOUND,
  invitationRefusal,
  invitingApplication,
} from "@/domain/closing/coborrower-invitation";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { invitationTokenHash } from "@/server/auth/invitation-tokens";
import type { Database } from "@/server/db/client";
import { applicationCoborrowers, applications } from "@/server/db/schema";
import { ApplicationError } from "../application/application-error";
import type { PrequalDependencies } from "../prequal/prequal-dependencies";
import { signerAccount } from "./closing-application";
import { coborrowerStepsOf } from "./coborrower-progress";

type InvitedCaller = { applicantId: string; actor: string; address: string };

/** The invitation a token names, still waiting for its answer, with its application (taken, not declined). */
async function openInvitation(db: Database, token: string) {
  const [row] = await db
    .select({ link: applicationCoborrowers, application: applications })
    .from(applicationCoborrowers)
    .innerJoin(applications, eq(applications.id, applicationCoborrowers.applicationId))
    .where(
      and(
        eq(applicationCoborrowers.tokenHash, invitationTokenHash(token)),
        isNull(applicationCoborrowers.acceptedAt),
        isNotNull(applications.applicationCompletedAt),
        isNull(applications.declinedAt),
      ),
    );
  if (!row || !(row.application.answers as PrequalAnswers).withCoborrower)
    throw new ApplicationError("NOT_FOUND", INVITATION_NOT_FOUND);
  return row;
}

/** Whether the account still has steps as the accepted coborrower of another application. */
async function unfinishedElsewhere(db: Database, applicantId: string, applicationId: string) {
  const accepted = await db
    .select({ applicationId: applicationCoborrowers.applicationId })
    .from(applicationCoborrowers)
    .innerJoin(applications, eq(applications.id, applicationCoborrowers.applicationId))
    .where(
      and(
        eq(applicationCoborrowers.applicantId, applicantId),
        isNotNull(applicationCoborrowers.acceptedAt),
        ne(applicationCoborrowers.applicationId, applicationId),
        isNull(applications.declinedAt),
      ),
    );
  for (const { applicationId: other } of accepted)
    if ((await coborrowerStepsOf(db, other)).length > 0) return true;
  return false;
}

/** Refuses with the domain's sentence unless this signed-in account may accept the invitation. */
async function refuseUnlessTheirs(
  db: Database,
  caller: InvitedCaller,
  invitation: Awaited<ReturnType<typeof openInvitation>>,
) {
  const account = await signerAccount(db, caller.applicantId);
  const refusal = invitationRefusal({
    invitedEmail: invitation.link.email,
    callerEmail: account?.email ?? "",
    unfinishedElsewhere: await unfinishedElsewhere(db, caller.applicantId, invitation.application.id),
  });
  if (refusal) throw new ApplicationError("FORBIDDEN", refusal);
}

/**
 * coborrowerSigning.invitation (decision 068): what the invited person sees before accepting: the
 * borrower's full name, the home and the product, so two invitations can't be mistaken for each
 * other. Only for the account of the address the invitation went to.
 */
export async function coborrowerInvitationView(
  deps: PrequalDependencies,
  caller: InvitedCaller,
  token: string,
) {
  const invitation = await openInvitation(deps.db, token);
  await refuseUnlessTheirs(deps.db, caller, invitation);
  return {
    ...invitingApplication(invitation.application.answers as PrequalAnswers),
    product: invitation.application.product,
    invitedAt: invitation.link.invitedAt,
  };
}

/**
 * coborrowerSigning.accept (decision 068): binds this account to the one application the token was
 * made for, and spends the token. From then on the coborrower's steps, files and downloads are that
 * application's only.
 */
export async function acceptCoborrowerInvitation(
  deps: PrequalDependencies,
  caller: InvitedCaller,
  token: string,
) {
  const invitation = await openInvitation(deps.db, token);
  await refuseUnlessTheirs(deps.db, caller, invitation);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const accepted = await tx
      .update(applicationCoborrowers)
      .set({ applicantId: caller.applicantId, acceptedAt: now, tokenHash: null })
      .where(
        and(
          eq(applicationCoborrowers.id, invitation.link.id),
          eq(applicationCoborrowers.tokenHash, invitationTokenHash(token)),
          isNull(applicationCoborrowers.acceptedAt),
        ),
      )
      .returning({ id: applicationCoborrowers.id });
    // Accepted in another tab a moment ago: the token is spent.
    if (accepted.length === 0) throw new ApplicationError("NOT_FOUND", INVITATION_NOT_FOUND);
    await deps.audit(tx, {
      actor: caller.actor,
      action: "coborrower.invitationAccepted",
      subject: `application:${invitation.application.id}`,
      details: { coborrowerApplicantId: caller.applicantId },
      address: caller.address,
    });
  });
  return { accepted: true as const };
}
