import { and, asc, eq, inArray, or } from "drizzle-orm";
import { fitsSlot, inAssignersReach, mayAssignProcessor } from "@/domain/portal/file-assignment";
import { fileAssignments, staffUsers } from "@/server/db/schema";
import { applicationInReach, type PipelineRequest, reaches } from "./applicant-reach";
import { displayName, type Executor, type LoadedActor } from "./staff-access";

export interface Assignee {
  id: string;
  name: string;
}

/** The file's loan officer and processor, each with a name, or null. */
export async function assigneesOf(db: Executor, applicationId: string) {
  const [row] = await db
    .select()
    .from(fileAssignments)
    .where(eq(fileAssignments.applicationId, applicationId))
    .limit(1);
  const ids = [row?.loanOfficerId, row?.processorId].filter((id): id is string => Boolean(id));
  const people = ids.length ? await db.select().from(staffUsers).where(inArray(staffUsers.id, ids)) : [];
  const named = (id: string | null | undefined): Assignee | null => {
    const person = people.find((p) => p.id === id);
    return person ? { id: person.id, name: displayName(person) } : null;
  };
  return { loanOfficer: named(row?.loanOfficerId), processor: named(row?.processorId) };
}

/**
 * Whom `actor` may put in each slot of a file of `organisationId`: the active loan officers and
 * processors the domain's rules admit (decision 089), by name.
 */
async function candidatesFor(db: Executor, actor: LoadedActor, organisationId: string | null) {
  const people = await db
    .select()
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.status, "active"),
        or(
          inArray(staffUsers.role, ["lenderLoanOfficer", "processor"]),
          organisationId
            ? and(eq(staffUsers.role, "loanOfficer"), eq(staffUsers.organisationId, organisationId))
            : undefined,
        ),
      ),
    )
    .orderBy(asc(staffUsers.firstName), asc(staffUsers.lastName));
  const inReach = people.filter((p) => inAssignersReach(actor, p));
  const of = (slot: "loanOfficer" | "processor") =>
    inReach
      .filter((p) => fitsSlot(p, slot, organisationId))
      .map((p) => ({ id: p.id, name: displayName(p), nmlsId: p.nmlsId }));
  return { loanOfficers: of("loanOfficer"), processors: mayAssignProcessor(actor) ? of("processor") : [] };
}

/**
 * portal.assignment.get (decision 089): who works a file in the caller's reach, and, for those who
 * may assign on it, whom they may choose.
 */
export async function fileAssignment(ctx: PipelineRequest, input: { applicationId: string }) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "viewLoanFile");
  const db = ctx.deps.db;
  const mayAssign = reaches(actor, "assignFiles", application.organisationId);
  return {
    ...(await assigneesOf(db, application.id)),
    mayAssign,
    mayAssignProcessor: mayAssign && mayAssignProcessor(actor),
    candidates: mayAssign
      ? await candidatesFor(db, actor, application.organisationId)
      : { loanOfficers: [], processors: [] },
  };
}
