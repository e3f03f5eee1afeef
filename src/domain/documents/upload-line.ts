import { z } from "zod";
import type { DocumentRequirement } from "./document-application";
import { documentType } from "./document-types";
import { isIdentityDocumentType } from "./identity-documents";

const MAX_FILENAME_LENGTH = 255;

/** Control characters, and format characters (the bidirectional overrides that make a name read as something else). */
const UNPRINTABLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name a person gave a file, as display text only (never a path): unprintable characters
 * dropped, folders before the last slash dropped, trimmed to 255 characters.
 */
export function displayFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  const clean = last.replace(UNPRINTABLE, "").trim().slice(0, MAX_FILENAME_LENGTH);
  return clean === "" ? "document" : clean;
}

/**
 * The checklist line an upload is filed against (spec §3 upload: type, isCoborrower or
 * propertyId, an identity document's side, the condition it answers), sent as the tus upload's
 * metadata. Its shape only: whether the line is on the caller's checklist is the server's check.
 */
export const uploadLineInput = z
  .object({
    documentType: z
      .string()
      .refine((type) => documentType(type) !== undefined, "Choose a document from your checklist."),
    borrower: z.enum(["main", "coborrower"]).optional(),
    propertyId: z.string().trim().min(1).max(200).optional(),
    side: z.enum(["front", "back"]).optional(),
    conditionId: z.uuid().optional(),
    filename: z.string().max(1024).transform(displayFileName).default("document"),
  })
  .superRefine((line, ctx) => {
    const entry = documentType(line.documentType);
    if (!entry) return;
    const onProperty = entry.level === "property";
    if (onProperty !== (line.propertyId !== undefined) || onProperty === (line.borrower !== undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [onProperty ? "propertyId" : "borrower"],
        message: onProperty
          ? "Say which property this document is for."
          : "Say whose document this is: yours or your coborrower's.",
      });
    }
    if (entry.borrowers === "main" && line.borrower === "coborrower") {
      ctx.addIssue({
        code: "custom",
        path: ["borrower"],
        message: "Only the main borrower sends this document.",
      });
    }
    const identity = isIdentityDocumentType(line.documentType);
    if (identity ? !line.side || !entry.sides.includes(line.side) : line.side !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["side"],
        message: identity
          ? `Say which side of the ${entry.label.toLowerCase()} this photo shows.`
          : "Only identity documents have sides.",
      });
    }
  });

export type UploadLine = z.infer<typeof uploadLineInput>;

/**
 * Spec §2 /app/bank-statement: a borrower may always send their bank statements, though no rule of
 * spec §9 asks for them; the checklist lists them as not required until the lender asks.
 */
const ALWAYS_ACCEPTED = new Set(["bank_statements"]);

/**
 * Whether an upload's line is one of the application's checklist lines (decision 034): the same
 * type (an identity document for the photo ID line) for the same borrower or property.
 */
export function uploadFitsChecklist(
  requirements: readonly Pick<DocumentRequirement, "type" | "borrower" | "propertyId">[],
  line: Pick<UploadLine, "documentType" | "borrower" | "propertyId">,
): boolean {
  const type = isIdentityDocumentType(line.documentType) ? "id_document" : line.documentType;
  if (ALWAYS_ACCEPTED.has(type) && line.propertyId === undefined) return true;
  return requirements.some((r) => {
    if (r.type !== type) return false;
    if (line.propertyId !== undefined) return r.propertyId === line.propertyId;
    return !r.propertyId && (r.borrower ?? "main") === (line.borrower ?? "main");
  });
}
