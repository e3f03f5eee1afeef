import { and, eq, inArray } from "drizzle-orm";
import { closingStepAfter, isAtOrPast } from "@/domain/application/closing-steps";
import { COBORROWER_PATH } from "@/domain/closing/coborrower-steps";
import { identityOutcomeEffect, type VerifyIdentityInput } from "@/domain/closing/identity-check";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { IdentityVerdict } from "@/domain/ports/identity-verification";
import type { PersonIdentity } from "@/domain/ports/person";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { applications, conditions, identityVerifications } from "@/server/db/schema";
import { ApplicationError } from "../application/application-error";
import { changeStatus } from "../application/change-status";
import { addCondition } from "../documents/add-condition";
import type { DocumentDependencies } from "../documents/document-dependencies";
import { callOnce, OutsideCallFailed } from "../prequal/outside-calls";
import { openSensitive } from "../prequal/sensitive-fields";
import { type SignerContext, signerAccount, signerName } from "./closing-application";
import { DETAILS_MISSING, IDENTITY_UNREACHABLE, SIGN_DISCLOSURES_FIRST } from "./closing-refusals";
import { clearCoborrowerConditionIfFinished } from "./coborrower-progress";
import { identityPhotos } from "./identity-photos";
import { allSignedBy } from "./signing-state";

/**
 * Identity verification comes once the signer's disclosures are signed: the borrower's by the
 * status (identityVerification or later), the coborrower's by their own signatures (decision 044).
 */
export async function requireDisclosuresSigned(ctx: SignerContext) {
  if (!ctx.application.applicationCompletedAt)
    throw new ApplicationError("FORBIDDEN", SIGN_DISCLOSURES_FIRST);
  const signed =
    ctx.signer.role === "borrower"
      ? isAtOrPast(ctx.application.applicationStatus, "identityVerification")
      : await allSignedBy(ctx.deps.db, ctx.application.id, ctx.signer.role);
  if (!signed) throw new ApplicationError("FORBIDDEN", SIGN_DISCLOSURES_FIRST);
}

/** The signer as the identity port needs them: the SSN and birth date unsealed here only. */
async function personOf(ctx: SignerContext): Promise<PersonIdentity> {
  const { deps, application } = ctx;
  const answers = application.answers as PrequalAnswers;
  const sealed = openSensitive(deps.fieldKey, application.id, application.sensitiveEncrypted)[
    ctx.signer.role
  ];
  if (!sealed || !answers.address) throw new ApplicationError("BAD_REQUEST", DETAILS_MISSING);
  const account = await signerAccount(deps.db, ctx.signer.applicantId);
  const name = signerName(ctx);
  return {
    firstName: name.first || account?.firstName || "",
    lastName: name.last || account?.lastName || "",
    email: account?.email ?? "",
    ssn: sealed.ssn,
    dateOfBirth: new Date(`${sealed.dateOfBirth}T00:00:00Z`),
    address: answers.address,
  };
}

/** Whom an identity condition asks, in the conditions' words. */
const borrowerOf = (ctx: SignerContext) => (ctx.signer.role === "borrower" ? "main" : "coborrower");

/** The identity condition of this code still asking (open or received) on the application, so a second check adds no twin. */
async function openIdentityCondition(ctx: SignerContext, code: number) {
  const [row] = await ctx.deps.db
    .select({ id: conditions.id })
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationId, ctx.application.id),
        eq(conditions.code, code),
        eq(conditions.borrower, borrowerOf(ctx)),
        inArray(conditions.status, ["open", "received"]),
      ),
    );
  return row?.id ?? null;
}

/**
 * identityVerification.verify (spec §4 order 23, decisions 041 and 044): the signer (the borrower,
 * or the coborrower on their own account) is checked with their ID's uploaded sides through the
 * identity port, once per person within 30 days (the outside-call ledger; a repeat answers the
 * first verdict). A review or a fail adds its identity condition (103, 104) once; a pass or a review
 * moves the status on; a fail holds it. Neither the SSN nor the birth date leaves this function.
 */
export async function verifyIdentity(
  ctx: SignerContext,
  documentDeps: DocumentDependencies,
  input: VerifyIdentityInput,
) {
  await requireDisclosuresSigned(ctx);
  const { deps, application } = ctx;
  const role = ctx.signer.role;
  const images = await identityPhotos(ctx, documentDeps, input);
  const person = await personOf(ctx);
  let call: { result: IdentityVerdict | null; callId: number };
  try {
    call = await callOnce<IdentityVerdict>(
      deps,
      {
        port: "identityVerification",
        chargeType: "identityVerification",
        subject: `identity|${person.ssn}|${person.dateOfBirth.toISOString().slice(0, 10)}`,
        applicationId: application.id,
        requestedBy: ctx.actor,
        adapter: documentDeps.adapters.identityVerification,
      },
      () => documentDeps.identityVerification.verify(person, images),
    );
  } catch (error) {
    if (error instanceof OutsideCallFailed) throw new ApplicationError("BAD_REQUEST", IDENTITY_UNREACHABLE);
    throw error;
  }
  const verdict = call.result;
  if (!verdict) throw new ApplicationError("BAD_REQUEST", IDENTITY_UNREACHABLE);
  const effect = identityOutcomeEffect(verdict.outcome);
  let conditionId: string | null = null;
  if (effect.conditionCode !== null)
    conditionId =
      (await openIdentityCondition(ctx, effect.conditionCode)) ??
      (
        await addCondition(
          { ...deps, jobs: documentDeps.jobs },
          {
            applicationId: application.id,
            code: effect.conditionCode,
            borrower: borrowerOf(ctx),
            by: "system",
          },
        )
      ).conditionId;
  const after = closingStepAfter("identityVerification");
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    const now = deps.now();
    await tx.insert(identityVerifications).values({
      applicationId: application.id,
      personRole: role,
      applicantId: ctx.signer.applicantId,
      documentType: input.documentType,
      frontDocumentId: input.frontDocumentId,
      backDocumentId: input.backDocumentId ?? null,
      outcome: verdict.outcome,
      reference: verdict.reference,
      reasons: verdict.reasons,
      outsideCallId: call.callId,
      conditionId,
      address: ctx.address,
      verifiedAt: now,
    });
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "identity.verified",
      subject: `application:${application.id}`,
      details: {
        personRole: role,
        outcome: verdict.outcome,
        reference: verdict.reference,
        reasons: verdict.reasons,
        conditionId,
      },
      address: ctx.address,
    });
    if (role === "coborrower") {
      // Their check never moves the borrower's journey; finishing clears the condition that waits for them.
      await clearCoborrowerConditionIfFinished(tx, ctx, now);
      return { outcome: verdict.outcome, conditionId, next: effect.movesOn ? COBORROWER_PATH : null };
    }
    const from = locked?.applicationStatus ?? null;
    const moves =
      effect.movesOn && after.status && (statusOrder(after.status) ?? 0) > (statusOrder(from ?? "") ?? 0);
    if (moves && after.status) await changeStatus(ctx, tx, { from, to: after.status, now });
    return { outcome: verdict.outcome, conditionId, next: effect.movesOn ? after.next : null };
  });
}
