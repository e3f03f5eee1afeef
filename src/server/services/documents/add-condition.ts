import { eq } from "drizzle-orm";
import type { ConditionCategory, ConditionOwner } from "@/domain/conditions/condition-states";
import { conditionByCode } from "@/domain/conditions/conditions";
import { documentType } from "@/domain/documents/document-types";
import type { DOCUMENT_BORROWERS } from "@/server/db/documents-schema";
import { applications, conditions } from "@/server/db/schema";
import type { JobQueue } from "@/server/jobs/job-queue";
import { ApplicationError } from "@/server/services/application/application-error";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

export type NewCondition = {
  applicationId: string;
  /** A spec §9 code; its kind (document, information, e-mail) comes from `CONDITIONS`. */
  code: number;
  borrower?: (typeof DOCUMENT_BORROWERS)[number];
  propertyId?: string;
  /** A document condition's type, when its code names none (decision 035). */
  documentType?: string;
  /** What the applicant reads, when the code's own words are not enough. */
  text?: string;
  /** When it is needed, who must act and by when (decision 095); the automated decision's defaults. */
  category?: ConditionCategory;
  owner?: ConditionOwner;
  dueOn?: string | null;
  /** The audit actor adding it (`staff:<id>`, `system` for the automated decision). */
  by: string;
};

export type ConditionDependencies = Pick<PrequalDependencies, "db" | "now" | "audit"> & { jobs: JobQueue };

function described(input: NewCondition) {
  const condition = conditionByCode(input.code);
  if (!condition)
    throw new ApplicationError(
      "BAD_REQUEST",
      `Condition ${input.code} is not a condition code (100–110, 303–310, 405–420, 600–609).`,
    );
  const type = condition.kind === "document" ? (input.documentType ?? condition.documentType) : undefined;
  if (condition.kind === "document" && !type)
    throw new ApplicationError("BAD_REQUEST", `Condition ${input.code} needs the document type it asks for.`);
  if (type && !documentType(type))
    throw new ApplicationError("BAD_REQUEST", `There is no document type ${type}.`);
  const text = input.text?.trim() || condition.text;
  if (text.length > 1000)
    throw new ApplicationError("BAD_REQUEST", "Keep a condition's text to 1,000 characters.");
  return { condition, documentType: type ?? null, text };
}

/**
 * Opens a spec §9 condition on an application (the portal and the automated decision call this):
 * the code is checked against `CONDITIONS` and gives the kind, a document condition gets its
 * document type, an information condition its answer kind. An e-mail condition with a form (106,
 * 108, 306, 307) hands its message to the `condition.mail` job once the condition is recorded, so a failed
 * transaction mails nothing.
 */
export async function addCondition(deps: ConditionDependencies, input: NewCondition) {
  const { condition, documentType: type, text } = described(input);
  const id = await deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, input.applicationId));
    if (!application) throw new ApplicationError("NOT_FOUND", "There is no such application.");
    const [row] = await tx
      .insert(conditions)
      .values({
        applicationId: input.applicationId,
        code: input.code,
        kind: condition.kind,
        documentType: type,
        informationKind: condition.informationKind ?? null,
        // The coborrower's condition asks the coborrower for their documents.
        borrower: input.owner === "coborrower" ? "coborrower" : (input.borrower ?? null),
        owner: input.owner ?? (input.borrower === "coborrower" ? "coborrower" : "borrower"),
        category: input.category ?? "priorToApproval",
        dueOn: input.dueOn ?? null,
        propertyId: input.propertyId ?? null,
        text,
        createdBy: input.by,
        createdAt: deps.now(),
      })
      .returning({ id: conditions.id });
    if (!row) throw new Error("the condition was not recorded");
    await deps.audit(tx, {
      actor: input.by,
      action: "condition.added",
      subject: `application:${input.applicationId}`,
      details: {
        conditionId: row.id,
        code: input.code,
        kind: condition.kind,
        documentType: type,
        category: input.category ?? "priorToApproval",
        owner: input.owner ?? null,
        dueOn: input.dueOn ?? null,
      },
    });
    return row.id;
  });
  // A form to send back is mailed; 105's message is the coborrower's invitation, already sent.
  if (condition.kind === "email" && condition.attachment)
    await deps.jobs.send("condition.mail", { conditionId: id }, { singletonKey: id });
  return { conditionId: id, kind: condition.kind };
}
