import { eq } from "drizzle-orm";
import {
  type AssignFileRequest,
  type AssignmentSlot,
  fitsSlot,
  inAssignersReach,
  mayAssignProcessor,
} from "@/domain/portal/file-assignment";
import { fileAssignments, staffUsers } from "@/server/db/schema";
import { applicationInReach, type PipelineRequest } from "./applicant-reach";
import { assigneesOf } from "./file-assignment";
import { PortalError } from "./portal-error";
import { displayName, type Executor, type LoadedActor } from "./staff-access";

const NOT_IN_REACH =
  "We could not find that person among those you can assign to this file. Reload the loan file and choose again.";
const PROCESSOR_IS_THE_LENDERS =
  "The lender’s administrators choose a file’s processor. You can change its loan officer.";
const SLOT_WORDS: Record<AssignmentSlot, string> = {
  loanOfficer: "an active loan officer of this file’s organisation or of the lender",
  processor: "an active processor of the lender",
};

/**
 * portal.assignment.assign (issue 22 item 6, decision 089): sets a file's loan officer and
 * processor. The file must be in the caller's reach for assigning (else 403 for the role, 404 for
 * another organisation's file); each person named must be in the caller's reach (404, as a missing
 * id) and fit the slot (400). Only the slots that change are checked and audited.
 */
export async function assignFile(ctx: PipelineRequest, input: AssignFileRequest) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "assignFiles");
  const db = ctx.deps.db;
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(fileAssignments)
      .where(eq(fileAssignments.applicationId, application.id))
      .for("update");
    const before = {
      loanOfficer: current?.loanOfficerId ?? null,
      processor: current?.processorId ?? null,
    };
    const after = { loanOfficer: input.loanOfficerId, processor: input.processorId };
    if (after.processor !== before.processor && !mayAssignProcessor(actor))
      throw new PortalError("FORBIDDEN", PROCESSOR_IS_THE_LENDERS);
    for (const slot of ["loanOfficer", "processor"] as const) {
      const id = after[slot];
      if (id && id !== before[slot]) await assertFits(tx, actor, slot, id, application.organisationId);
    }
    if (after.loanOfficer === before.loanOfficer && after.processor === before.processor) return null;
    const values = {
      loanOfficerId: after.loanOfficer,
      processorId: after.processor,
      assignedBy: actor.id,
      assignedAt: ctx.deps.now(),
    };
    await tx
      .insert(fileAssignments)
      .values({ applicationId: application.id, ...values })
      .onConflictDoUpdate({ target: fileAssignments.applicationId, set: values });
    return { before, after };
  });
  if (changed)
    await ctx.deps.audit(db, {
      actor: `staff:${actor.id}`,
      action: "portal.file.assigned",
      subject: `application:${application.id}`,
      details: {
        loanOfficerId: changed.after.loanOfficer,
        processorId: changed.after.processor,
        previousLoanOfficerId: changed.before.loanOfficer,
        previousProcessorId: changed.before.processor,
      },
      address: ctx.address,
    });
  return assigneesOf(db, application.id);
}

async function assertFits(
  tx: Executor,
  actor: LoadedActor,
  slot: AssignmentSlot,
  staffUserId: string,
  fileOrganisationId: string | null,
) {
  const [person] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffUserId)).limit(1);
  if (!person || !inAssignersReach(actor, person)) throw new PortalError("NOT_FOUND", NOT_IN_REACH);
  if (!fitsSlot(person, slot, fileOrganisationId))
    throw new PortalError(
      "BAD_REQUEST",
      `${displayName(person)} cannot work this file: choose ${SLOT_WORDS[slot]}.`,
    );
}
