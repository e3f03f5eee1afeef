import { z } from "zod";
import { conditionByCode } from "../conditions/conditions";
import { DECISION_OUTCOMES } from "../decisions/automated-decision";
import { documentType } from "../documents/document-types";
import { required, textInput } from "../prequal/field-inputs";
import { conditionCategoryInput, conditionDueOnInput, conditionOwnerInput } from "./condition-inputs";
import { PIPELINE_STAGES } from "./pipeline-stage";

/**
 * The portal's pipeline and an applicant's documents (decision 040): the screens' forms and the
 * procedures validate with these same schemas (STYLE.md). Whether the application is in the
 * caller's reach, and the line or file on it, is the server's check.
 */
const applicationId = z.uuid({ message: "Reload the page: we could not tell which applicant this is" });

/** The pipeline's columns a person can sort by (decision 086). */
export const PIPELINE_SORTS = [
  "applicant",
  "product",
  "amount",
  "stage",
  "decision",
  "openConditions",
  "organisation",
  "lastActivity",
  "daysInStatus",
  "started",
] as const;
export type PipelineSort = (typeof PIPELINE_SORTS)[number];

/** A decision filter: an outcome, or files not decided yet. */
export const PIPELINE_DECISION_FILTERS = [...DECISION_OUTCOMES, "none"] as const;

/** Whose files (decision 089): those assigned to the caller (as loan officer or processor), or those with no loan officer yet. */
export const PIPELINE_ASSIGNEE_FILTERS = ["mine", "unassigned"] as const;

/** Which files (decision 086): a search by name, e-mail or application number, and filters. */
const pipelineFilters = {
  search: z
    .string()
    .trim()
    .max(100, "Search with at most 100 characters: a name, an e-mail or an application number.")
    .optional(),
  stage: z.enum(PIPELINE_STAGES, { message: "Choose a stage from the list." }).optional(),
  decision: z.enum(PIPELINE_DECISION_FILTERS, { message: "Choose a decision from the list." }).optional(),
  organisationId: z.uuid({ message: "Choose an organisation from the list." }).optional(),
  assignee: z.enum(PIPELINE_ASSIGNEE_FILTERS, { message: "Choose whose files to show." }).optional(),
  sort: z.enum(PIPELINE_SORTS, { message: "Choose a column to sort by." }).default("started"),
  direction: z.enum(["asc", "desc"], { message: "Sort up or down." }).default("desc"),
};

/** A page of the pipeline, newest first unless sorted otherwise. */
export const pipelineListInput = z
  .object({ page: z.number().int().min(1, "Pages start at 1").max(10_000).default(1), ...pipelineFilters })
  .default({ page: 1, sort: "started", direction: "desc" });
export type PipelineListRequest = z.infer<typeof pipelineListInput>;

/** The same files as a CSV file: every page at once, up to PIPELINE_EXPORT_LIMIT rows. */
export const pipelineExportInput = z.object(pipelineFilters).default({ sort: "started", direction: "desc" });
export type PipelineExportRequest = z.infer<typeof pipelineExportInput>;

export const PIPELINE_PAGE_SIZE = 25;
export const PIPELINE_EXPORT_LIMIT = 10_000;

export const applicantDocumentsInput = z.object({ applicationId });

/** A line of the checklist: a borrower's document (main when absent) or a property's. */
const checklistLine = {
  applicationId,
  documentType: z
    .string()
    .refine((type) => documentType(type) !== undefined, "Choose a document from the list."),
  borrower: z.enum(["main", "coborrower"]).optional(),
  propertyId: z.string().trim().min(1).max(200).optional(),
};

function lineFitsItsType(
  line: { documentType: string; borrower?: string; propertyId?: string },
  ctx: z.RefinementCtx,
) {
  const entry = documentType(line.documentType);
  if (!entry) return;
  if (entry.level === "property" && line.borrower)
    ctx.addIssue({ code: "custom", path: ["borrower"], message: `${entry.label} belongs to a property.` });
  if (entry.level !== "property" && line.propertyId)
    ctx.addIssue({ code: "custom", path: ["propertyId"], message: `${entry.label} belongs to a borrower.` });
}

/** Waive a line (spec §4 shouldSkip): the applicant's checklist shows it as not needed. */
export const waiveDocumentInput = z.object(checklistLine).superRefine(lineFitsItsType);
export type WaiveDocumentRequest = z.infer<typeof waiveDocumentInput>;

/** Ask for a document (spec §3 upload request), with the reason the applicant reads. */
export const requestDocumentInput = z
  .object({
    ...checklistLine,
    reason: required(
      textInput("reason", {
        max: 500,
        lines: "many",
        words: {
          empty: "Tell the applicant why you need it: they read this.",
          tooLong: "Keep the reason to 500 characters.",
        },
      }),
    ),
  })
  .superRefine(lineFitsItsType);
export type RequestDocumentRequest = z.infer<typeof requestDocumentInput>;

/**
 * Add a spec §9 condition by its code; its kind and default words come from the code, the staff
 * member writes its text, when it is needed, who acts and by when (decision 095).
 */
export const addConditionInput = z
  .object({
    applicationId,
    code: z
      .number({ message: "Choose a condition code from the list." })
      .int()
      .refine((code) => conditionByCode(code) !== undefined, "Choose a condition code from the list."),
    documentType: z
      .string()
      .refine((type) => documentType(type) !== undefined, "Choose a document from the list.")
      .optional(),
    text: textInput("condition's text", {
      max: 1000,
      lines: "many",
      words: { tooLong: "Keep the condition's text to 1,000 characters." },
    }).optional(),
    category: conditionCategoryInput.default("priorToApproval"),
    owner: conditionOwnerInput.default("borrower"),
    dueOn: conditionDueOnInput.default(null),
  })
  .superRefine((input, ctx) => {
    const condition = conditionByCode(input.code);
    if (condition?.kind === "document" && !condition.documentType && !input.documentType)
      ctx.addIssue({
        code: "custom",
        path: ["documentType"],
        message: "Choose the document this condition asks for.",
      });
  });
export type AddConditionRequest = z.infer<typeof addConditionInput>;

export const markReviewedInput = z.object({
  applicationId,
  documentId: z.uuid({ message: "Reload the page: we could not tell which file this is" }),
});
