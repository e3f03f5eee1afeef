import type { BorrowerRole, Upload, UploadRequest } from "./document-application";
import { type DocumentSide, IDENTITY_DOCUMENT_TYPES, isIdentityDocumentType } from "./identity-documents";

/** A file on the checklist as the documents table keeps it (not removed). */
export type FiledDocument = {
  documentType: string;
  borrower: BorrowerRole | null;
  propertyId: string | null;
  side: DocumentSide | null;
};

/** An upload request as the upload_requests table keeps it; rows are never edited. */
export type StoredUploadRequest = {
  documentType: string;
  borrower: BorrowerRole | null;
  propertyId: string | null;
  shouldSkip: boolean;
  createdAt: Date;
};

const SIDES_OF = new Map<string, readonly DocumentSide[]>(
  IDENTITY_DOCUMENT_TYPES.map((d) => [d.type, d.sides]),
);

/** The sides an identity document needs (spec §3): both for most, the front for a passport. */
export const sidesOf = (type: string): readonly DocumentSide[] => SIDES_OF.get(type) ?? [];

const toUpload = (file: Pick<FiledDocument, "documentType" | "borrower" | "propertyId">): Upload => ({
  type: file.documentType,
  isCoborrower: file.borrower === "coborrower",
  propertyId: file.propertyId,
});

/**
 * How many whole identity documents the files make: one per set holding every side the kind needs
 * (spec §3: a driver license counts once its front and back are both in). A file filed without a
 * side counts as the front, the side every kind has.
 */
function wholeIdentityDocuments(type: string, files: readonly FiledDocument[]): number {
  const counts = new Map<DocumentSide, number>();
  for (const f of files) counts.set(f.side ?? "front", (counts.get(f.side ?? "front") ?? 0) + 1);
  return Math.min(...sidesOf(type).map((side) => counts.get(side) ?? 0));
}

/**
 * Spec §3 uploads as `requiredDocuments` counts them: every file once, except identity documents,
 * which count once per whole document (all its sides), for the borrower who filed them.
 */
export function uploadsOf(files: readonly FiledDocument[]): Upload[] {
  const uploads: Upload[] = [];
  const identity = new Map<string, FiledDocument[]>();
  for (const file of files) {
    if (!isIdentityDocumentType(file.documentType)) {
      uploads.push(toUpload(file));
      continue;
    }
    const key = `${file.documentType}|${file.borrower ?? "main"}`;
    identity.set(key, [...(identity.get(key) ?? []), file]);
  }
  for (const group of identity.values()) {
    const [first] = group;
    if (!first) continue;
    const whole = wholeIdentityDocuments(first.documentType, group);
    for (let i = 0; i < whole; i++) uploads.push(toUpload({ ...first, propertyId: null }));
  }
  return uploads;
}

const requestLine = (r: Pick<StoredUploadRequest, "documentType" | "borrower" | "propertyId">) =>
  `${r.documentType}|${r.propertyId ?? ""}|${r.propertyId ? "" : (r.borrower ?? "main")}`;

/**
 * Spec §3 upload requests as the rules read them: requests are never edited, so for each line
 * (type, borrower or property) the latest one is the lender's word — a waiver after a request
 * waives it, a request after a waiver asks for it again.
 */
export function latestUploadRequests(requests: readonly StoredUploadRequest[]): UploadRequest[] {
  const latest = new Map<string, StoredUploadRequest>();
  const inOrder = [...requests].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const r of inOrder) latest.set(requestLine(r), r);
  return [...latest.values()].map((r) => ({
    documentType: r.documentType,
    propertyId: r.propertyId,
    isCoborrower: !r.propertyId && r.borrower === "coborrower",
    shouldSkip: r.shouldSkip,
  }));
}
