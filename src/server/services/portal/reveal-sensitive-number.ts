import { parseSensitiveNumberKey, type RevealNumberRequest } from "@/domain/portal/loan-file-inputs";
import { readSections } from "@/server/services/application/section-store";
import { instructionOf } from "@/server/services/closing/disbursement-instruction";
import { applicationInReach, type PipelineRequest } from "./applicant-reach";
import { staffApplicationContext } from "./loan-file";
import { maskedNumbers, openNumber } from "./loan-file-numbers";
import { PortalError } from "./portal-error";

const NO_SUCH_NUMBER = "This file has no such number any more. Reload the loan file.";

/**
 * portal.loanFile.revealNumber (decision 085): one full SSN or account number of an application in
 * the caller's reach, for a role that may see it, with the reason the caller gave. The reveal is
 * written to the audit table (who, which number, why, from where) before the number is answered;
 * the number itself is never written anywhere.
 */
export async function revealSensitiveNumber(ctx: PipelineRequest, input: RevealNumberRequest) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "revealSensitiveNumbers");
  const key = parseSensitiveNumberKey(input.number);
  if (!key) throw new PortalError("BAD_REQUEST", NO_SUCH_NUMBER);
  const [sections, instruction] = await Promise.all([
    readSections(ctx.deps.db, application.id),
    instructionOf(ctx.deps.db, application.id),
  ]);
  const app = staffApplicationContext(ctx, application);
  const shown = maskedNumbers(app, sections, instruction).find((n) => n.key === input.number);
  const value = shown ? openNumber(app, key, sections, instruction) : null;
  if (!shown || !value) throw new PortalError("NOT_FOUND", NO_SUCH_NUMBER);
  await ctx.deps.audit(ctx.deps.db, {
    actor: `staff:${actor.id}`,
    action: "loanFile.numberRevealed",
    subject: `application:${application.id}`,
    details: { number: input.number, label: shown.label, reason: input.reason },
    address: ctx.address,
  });
  return { number: input.number, value };
}
