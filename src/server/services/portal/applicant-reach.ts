import { eq } from "drizzle-orm";
import {
  holds,
  PORTAL_PERMISSIONS,
  type PortalActor,
  type PortalPermission,
} from "@/domain/portal/portal-roles";
import type { AuditEntry } from "@/server/audit/record-audit";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";
import { ApplicationError } from "@/server/services/application/application-error";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { PortalError } from "./portal-error";
import { type LoadedActor, loadActor } from "./staff-access";

/**
 * A staff member's call on the pipeline (decision 040): the application services' dependencies,
 * who is acting (only the id: role and organisation are read afresh) and from where.
 */
export interface PipelineRequest {
  deps: PrequalDependencies;
  actor: { id: string };
  address: string;
}

export const APPLICANT_NOT_FOUND =
  "We could not find that applicant among your organisation’s applications. Go back to the pipeline and choose them again.";
const ROLE_REFUSED = "Your role doesn’t allow this. Ask an administrator of your organisation.";

/**
 * Does `permission` reach an application of `organisationId`? An application nobody referred
 * (organisation null) belongs to the lender alone: only an "all" reach sees it.
 */
export function reaches(actor: PortalActor, permission: PortalPermission, organisationId: string | null) {
  const reach = PORTAL_PERMISSIONS[permission][actor.role];
  if (reach === "all") return true;
  return reach === "own" && organisationId !== null && organisationId === actor.organisationId;
}

/** The caller, if their role holds `permission` at all (else FORBIDDEN, whatever they name). */
export async function actorHolding(ctx: PipelineRequest, permission: PortalPermission): Promise<LoadedActor> {
  const actor = await loadActor(ctx.deps.db, ctx.actor.id);
  if (!holds(actor, permission)) throw new PortalError("FORBIDDEN", ROLE_REFUSED);
  return actor;
}

/**
 * The application `applicationId` names, when `permission` reaches it. Another organisation's
 * application is "not found", exactly as a missing id is: nobody learns who applies elsewhere.
 */
export async function applicationInReach(
  ctx: PipelineRequest,
  applicationId: string,
  permission: PortalPermission,
): Promise<{ actor: LoadedActor; application: ApplicationRow }> {
  const actor = await actorHolding(ctx, permission);
  const [application] = await ctx.deps.db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!application || !reaches(actor, permission, application.organisationId))
    throw new PortalError("NOT_FOUND", APPLICANT_NOT_FOUND);
  return { actor, application };
}

/** The lender-side services' dependencies, with every audit record carrying the caller's address. */
export function staffServiceDeps(ctx: PipelineRequest) {
  return {
    db: ctx.deps.db,
    now: ctx.deps.now,
    audit: (db: Database, entry: AuditEntry) => ctx.deps.audit(db, { ...entry, address: ctx.address }),
  };
}

/** The documents services refuse in the applicant's terms; the portal answers with the same sentence. */
export async function asPortalRefusal<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApplicationError && error.code !== "TOO_MANY_REQUESTS")
      throw new PortalError(error.code, error.message);
    throw error;
  }
}
