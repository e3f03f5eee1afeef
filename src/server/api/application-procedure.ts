import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { ApplicationError } from "@/server/services/application/application-error";
import { findCallerApplication } from "@/server/services/prequal/application-store";
import { applicantProcedure } from "./procedures";
import { middleware, refuse, refuseField } from "./trpc";

const ACCEPT_AN_OFFER_FIRST =
  "Your application opens once you have accepted an offer. Check your rate to begin.";

/** The application services' refusals, in the API's terms (their sentences are written for people). */
export const applicationRefusals = middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ApplicationError) {
    const { code, message, field } = result.error.cause;
    throw field ? refuseField(field, message) : refuse(code, message);
  }
  return result;
});

/**
 * A signed-in applicant working on their own application, whose offer they accepted (issue 9).
 * The application is always the caller's own, found by their session: no call names one by id,
 * so nobody can reach another's by guessing.
 */
export const applicationProcedure = applicantProcedure.use(applicationRefusals).use(async ({ ctx, next }) => {
  const deps = await ctx.prequal();
  const application = await findCallerApplication(deps.db, {
    applicantId: ctx.applicant.id,
    actor: ctx.auditActor,
    address: ctx.address,
  });
  const accepted =
    application && !application.declinedAt && (application.answers as PrequalAnswers).offerAccepted;
  if (!application || !accepted) throw refuse("FORBIDDEN", ACCEPT_AN_OFFER_FIRST);
  return next({ ctx: { app: { deps, application, actor: ctx.auditActor, address: ctx.address } } });
});
