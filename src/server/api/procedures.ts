import { eq } from "drizzle-orm";
import type { PortalRole } from "@/domain/portal/portal-roles";
import { staffUsers } from "@/server/db/schema";
import { PortalError } from "@/server/services/portal/portal-error";
import { middleware, publicProcedure, refuse } from "./trpc";

const SIGN_IN_FIRST = "Please sign in to continue. Your answers so far are saved.";
const PORTAL_SIGN_IN_FIRST = "Please sign in to the portal to continue.";
const ROLE_REFUSED = "Your role doesn’t allow this. Ask an administrator of your organisation.";

/** The portal services' refusals, in the API's own terms (their sentences are written for people). */
const portalRefusals = middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof PortalError) {
    throw refuse(result.error.cause.code, result.error.cause.message);
  }
  return result;
});

/** A signed-in applicant (docs/design.md §5): the context carries who they are and their session. */
export const applicantProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.sessionOf("applicant");
  if (!session) throw refuse("UNAUTHORIZED", SIGN_IN_FIRST);
  return next({
    ctx: {
      auditActor: `applicant:${session.userId}`,
      applicant: { id: session.userId, sessionId: session.sessionId, ...session.user },
    },
  });
});

/**
 * A signed-in staff member holding one of `roles` (docs/design.md §4). Role, organisation and status
 * come from the database on every call, not from the session, so a change takes effect at once.
 */
export function portalProcedure(roles: readonly PortalRole[]) {
  return publicProcedure.use(portalRefusals).use(async ({ ctx, next }) => {
    const session = await ctx.sessionOf("portal");
    if (!session) throw refuse("UNAUTHORIZED", PORTAL_SIGN_IN_FIRST);
    const [staff] = await ctx.db
      .select({
        id: staffUsers.id,
        role: staffUsers.role,
        organisationId: staffUsers.organisationId,
        status: staffUsers.status,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, session.userId))
      .limit(1);
    if (staff?.status !== "active") throw refuse("UNAUTHORIZED", PORTAL_SIGN_IN_FIRST);
    if (!roles.includes(staff.role)) throw refuse("FORBIDDEN", ROLE_REFUSED);
    return next({
      ctx: {
        staff: {
          id: staff.id,
          role: staff.role,
          organisationId: staff.organisationId,
          sessionId: session.sessionId,
        },
      },
    });
  });
}

/** Public calls into the portal services (sign-in steps, accepting an invitation). */
export const portalPublicProcedure = publicProcedure.use(portalRefusals);
