import { z } from "zod";
import { OFFER_ACCEPTED, prequalClosedTo } from "@/domain/prequal/prequal-closed";
import {
  answersOf,
  findCallerApplication,
  type PrequalCaller,
} from "@/server/services/prequal/application-store";
import { claimDraft } from "@/server/services/prequal/claim-draft";
import { clearedDraftCookie, draftCookie, draftCookieName } from "@/server/services/prequal/draft-cookie";
import { OutsideCallFailed } from "@/server/services/prequal/outside-calls";
import { OUTSIDE_SYSTEM_UNAVAILABLE, PrequalError } from "@/server/services/prequal/prequal-answer";
import { middleware, publicProcedure, refuse, refuseField } from "./trpc";

/** Prequalification's refusals, in the API's terms (their sentences are written for people). */
const prequalRefusals = middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof PrequalError) {
    const { code, message, field } = result.error.cause;
    throw field ? refuseField(field, message) : refuse(code, message);
  }
  if (!result.ok && result.error.cause instanceof OutsideCallFailed) {
    ctx.log.warn({ err: result.error.cause.cause, port: result.error.cause.port }, "outside system failed");
    throw refuse("SERVICE_UNAVAILABLE", OUTSIDE_SYSTEM_UNAVAILABLE);
  }
  return result;
});

/**
 * The caller of a prequalification call: a signed-in applicant, or the browser holding an
 * anonymous draft's cookie. A signed-in caller still holding a draft cookie gets the draft merged
 * into their application (decision 020) and the cookie cleared.
 */
export const prequalProcedure = publicProcedure.use(prequalRefusals).use(async ({ ctx, next }) => {
  const [session, deps, runtime] = await Promise.all([ctx.sessionOf("applicant"), ctx.prequal(), ctx.auth()]);
  const cookieName = draftCookieName(runtime.secure);
  const draftToken = ctx.cookie(cookieName);
  if (session && draftToken) {
    await claimDraft(deps, draftToken, { applicantId: session.userId, address: ctx.address });
    ctx.setCookie(clearedDraftCookie(runtime.secure));
  }
  const caller: PrequalCaller = {
    applicantId: session?.userId,
    draftToken: session ? undefined : draftToken,
    actor: session ? `applicant:${session.userId}` : "anonymous",
    address: ctx.address,
  };
  return next({
    ctx: {
      deps,
      caller,
      auditActor: caller.actor,
      keepDraft: (token: string) => ctx.setCookie(draftCookie(token, runtime.secure)),
    },
  });
});

/** The screen a prequalification call saves, when it names one (`prequal.saveStep`'s `step`). */
const stepOf = (raw: unknown) => z.object({ step: z.string() }).safeParse(raw).data?.step;

/**
 * Every prequalification call that changes something (decision 067): refused with the domain's
 * sentence once the caller's offer is accepted, before any service runs, so no procedure can
 * forget it. Reads (journey, record, resume, offer, notice) answer still: they change nothing.
 */
export const prequalChangeProcedure = prequalProcedure.use(async ({ ctx, next, getRawInput }) => {
  const row = await findCallerApplication(ctx.deps.db, ctx.caller);
  if (row && prequalClosedTo(answersOf(row), stepOf(await getRawInput())))
    throw new PrequalError("CONFLICT", OFFER_ACCEPTED);
  return next();
});
