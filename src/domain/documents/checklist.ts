import type { BorrowerRole, DocumentRequirement } from "./document-application";
import { documentType } from "./document-types";
import type { FiledDocument } from "./filed-documents";
import { IDENTITY_DOCUMENT_TYPES, isIdentityDocumentType } from "./identity-documents";
import { type UploadProgress, uploadProgress } from "./upload-progress";

/**
 * Decision 035: what the income-documents step counts. Documents nobody required (homeowners
 * insurance, a file the applicant added unasked) never hold the applicant back; waived ones are
 * not counted (spec §4). ID, the student loan statement and flood insurance stay counted: the
 * lender needs them before closing, and the lender's waiver is the way to drop one.
 */
export const CHECKLIST_EXCLUSIONS = ["nonRequired"] as const;

export type ChecklistLine<F> = DocumentRequirement & {
  label: string;
  description: string;
  /** Every file filed against the line; an identity document's sides are files of their own. */
  files: F[];
  /** Required, not waived, and fewer files in than asked for. */
  missing: number;
};

export type ChecklistGroup<F> = {
  owner: BorrowerRole | "property";
  propertyId: string | null;
  lines: ChecklistLine<F>[];
};

/** Spec §3: the identity documents accepted as a photo ID, with the sides each needs. */
export const ACCEPTED_IDENTITY_DOCUMENTS = IDENTITY_DOCUMENT_TYPES.map((d) => ({
  type: d.type,
  label: d.label,
  sides: [...d.sides],
}));

function belongsTo(file: FiledDocument, line: DocumentRequirement): boolean {
  if (line.propertyId) return file.propertyId === line.propertyId && file.documentType === line.type;
  if (file.propertyId || (file.borrower ?? "main") !== line.borrower) return false;
  return line.type === "id_document"
    ? isIdentityDocumentType(file.documentType)
    : file.documentType === line.type;
}

function lineOf<F extends FiledDocument>(r: DocumentRequirement, files: readonly F[]): ChecklistLine<F> {
  const entry = documentType(r.type);
  const missing = r.required && !r.skipped ? Math.max(0, r.count - r.uploaded) : 0;
  return {
    ...r,
    label: entry?.label ?? r.type,
    description: entry?.description ?? "",
    files: files.filter((f) => belongsTo(f, r)),
    missing,
  };
}

/**
 * Spec §4: the checklist grouped as the applicant reads it — the main borrower, the coborrower,
 * then each property in the order given — with each line's files, and the progress counted by
 * decision 035's rules.
 */
export function checklist<F extends FiledDocument>(
  requirements: readonly DocumentRequirement[],
  files: readonly F[],
  propertyOrder: readonly string[],
): { groups: ChecklistGroup<F>[]; progress: UploadProgress; complete: boolean } {
  const lines = requirements.map((r) => lineOf(r, files));
  const groups: ChecklistGroup<F>[] = [];
  for (const owner of ["main", "coborrower"] as const) {
    const own = lines.filter((l) => l.borrower === owner);
    if (own.length > 0) groups.push({ owner, propertyId: null, lines: own });
  }
  const propertyIds = [
    ...new Set([...propertyOrder, ...lines.flatMap((l) => (l.propertyId ? [l.propertyId] : []))]),
  ];
  for (const propertyId of propertyIds) {
    const own = lines.filter((l) => l.propertyId === propertyId);
    if (own.length > 0) groups.push({ owner: "property", propertyId, lines: own });
  }
  const progress = uploadProgress(requirements, { exclude: CHECKLIST_EXCLUSIONS });
  return { groups, progress, complete: progress.total.complete };
}

const whose = (group: ChecklistGroup<unknown>, headings: ReadonlyMap<string, string>) =>
  group.owner === "main"
    ? "yours"
    : group.owner === "coborrower"
      ? "your coborrower's"
      : `for ${headings.get(group.propertyId ?? "") ?? "your property"}`;

/** What still has to be uploaded, in one sentence the Continue refusal shows. */
export function missingSentence(
  groups: readonly ChecklistGroup<unknown>[],
  headings: ReadonlyMap<string, string>,
): string | null {
  const missing = groups.flatMap((g) =>
    g.lines
      .filter((l) => l.missing > 0)
      .map((l) => `${l.label} (${whose(g, headings)}${l.count > 1 ? `, ${l.missing} more` : ""})`),
  );
  return missing.length === 0 ? null : `Upload these documents first: ${missing.join("; ")}.`;
}
