import { z } from "zod";
import { emailInput } from "../format/inputs";
import type { IdentityOutcome } from "../ports/identity-verification";
import { identityOutcomeEffect } from "./identity-check";

/**
 * coborrower.invite (decision 044): the coborrower's own e-mail address, typed by the borrower on
 * the sign screen when the prequalification did not collect it (or to correct it before the
 * coborrower has begun). Empty means "the address already on file".
 */
export const coborrowerInviteInput = z.object({
  email: z.preprocess((v) => (v === "" || v === null ? undefined : v), emailInput.optional()),
});
export type CoborrowerInviteInput = z.infer<typeof coborrowerInviteInput>;

/**
 * Spec §9 range 100–110 (identity and debt), unnamed by the spec: the condition that says the
 * coborrower still has to sign and verify on their own account (decision 044).
 */
export const COBORROWER_STEPS_CONDITION = 105;

/** The coborrower's own page: their steps on the application they were invited to. */
export const COBORROWER_PATH = "/app/coborrower";

export const COBORROWER_STEPS = ["consent", "sign", "verifyIdentity"] as const;
export type CoborrowerStep = (typeof COBORROWER_STEPS)[number];

/**
 * What the coborrower still has to do on their own account, in order (decision 044): consent to
 * electronic documents, sign every delivered disclosure, verify their identity. A check that
 * needs review counts as done (condition 103 asks a person to finish it, as for the borrower); a
 * failed one does not (the lender verifies them another way and clears condition 104).
 */
export function coborrowerStepsLeft(progress: {
  consented: boolean;
  documentsDelivered: number;
  documentsSigned: number;
  identityOutcome: IdentityOutcome | null;
}): CoborrowerStep[] {
  const left: CoborrowerStep[] = [];
  if (!progress.consented) left.push("consent");
  if (progress.documentsDelivered === 0 || progress.documentsSigned < progress.documentsDelivered)
    left.push("sign");
  if (!progress.identityOutcome || !identityOutcomeEffect(progress.identityOutcome).movesOn)
    left.push("verifyIdentity");
  return left;
}
