import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";
import type { UploadTarget } from "@/ui/uploads/tus-upload";

export type Checklist = inferRouterOutputs<AppRouter>["documents"]["checklist"];
export type ChecklistGroup = Checklist["groups"][number];
export type ChecklistLine = ChecklistGroup["lines"][number];
export type FiledFile = ChecklistLine["files"][number];
export type OpenCondition = Checklist["conditions"][number];

/** The upload target of a line of `group`: its type and its owner (a borrower or a property). */
export function lineTarget(
  group: Pick<ChecklistGroup, "owner" | "propertyId">,
  documentType: string,
): UploadTarget {
  return group.owner === "property" && group.propertyId
    ? { documentType, propertyId: group.propertyId }
    : { documentType, borrower: group.owner === "coborrower" ? "coborrower" : "main" };
}

/** A document condition's upload target: its type, for the borrower or property it asks about. */
export function conditionTarget(condition: OpenCondition): UploadTarget | null {
  if (!condition.documentType) return null;
  const owner = condition.propertyId
    ? { owner: "property" as const, propertyId: condition.propertyId }
    : { owner: condition.borrower ?? "main", propertyId: null };
  return { ...lineTarget(owner, condition.documentType), conditionId: condition.id };
}

/** Whether any file is still being prepared (its job has not run yet): the list then looks again. */
export function anyProcessing(checklist: Checklist | undefined): boolean {
  return Boolean(
    checklist?.groups.some((g) => g.lines.some((l) => l.files.some((f) => f.status === "processing"))),
  );
}
