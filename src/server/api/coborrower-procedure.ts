import { coborrowerContext } from "@/server/services/closing/coborrower-caller";
import { applicationRefusals } from "./application-procedure";
import { applicantProcedure } from "./procedures";
import { refuse } from "./trpc";

const NOT_A_COBORROWER =
  "This account isn’t the coborrower of an application waiting for signatures. Open the link in your invitation, signed in with the e-mail address it was sent to.";

/**
 * A signed-in applicant acting as the coborrower of the application whose invitation their account
 * accepted (decisions 044, 068). The context reaches only the coborrower's own steps: `signer` is the
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

/**
 * A signed-in applicant opening a coborrower invitation's link (decision 068): not yet anyone's
 * coborrower; the services check the token and that the invitation went to this account's address.
 */
export const invitedProcedure = applicantProcedure.use(applicationRefusals).use(async ({ ctx, next }) => {
  const deps = await ctx.prequal();
  return next({
    ctx: { deps, invited: { applicantId: ctx.applicant.id, actor: ctx.auditActor, address: ctx.address } },
  });
});
