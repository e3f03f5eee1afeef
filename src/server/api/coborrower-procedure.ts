import { coborrowerContext } from "@/server/services/closing/coborrower-caller";
import { applicationRefusals } from "./application-procedure";
import { applicantProcedure } from "./procedures";
import { refuse } from "./trpc";

const NOT_A_COBORROWER =
  "This account isn’t the coborrower of an application waiting for signatures. Sign in with the e-mail address your invitation was sent to.";

/**
 * A signed-in applicant acting as the coborrower of the application that invited their account
 * (decision 044). The context reaches only the coborrower's own steps: `signer` is the
 * coborrower, and no call names an application, so no other can be asked for.
 */
export const coborrowerProcedure = applicantProcedure.use(applicationRefusals).use(async ({ ctx, next }) => {
  const deps = await ctx.prequal();
  const signing = await coborrowerContext(deps, {
    applicantId: ctx.applicant.id,
    actor: ctx.auditActor,
    address: ctx.address,
  });
  if (!signing) throw refuse("FORBIDDEN", NOT_A_COBORROWER);
  return next({ ctx: { signing: { ...signing, userAgent: ctx.userAgent } } });
});
