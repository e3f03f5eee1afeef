/**
 * The lender's upload requests as the borrower meets them (spec §3 upload request; issue 22 item 4,
 * decision 097): the latest request of a line wins (a waiver after a request ends it), its reason
 * shows on that line, and it stays open until a file of that line is filed after it.
 */
export interface RequestOnFile {
  documentType: string;
  /** A borrower document's borrower; null for a property document. */
  borrower: "main" | "coborrower" | null;
  /** A property document's property; null asks it of every property. */
  propertyId: string | null;
  shouldSkip: boolean;
  reason: string | null;
  createdAt: Date;
}

export interface FileOnRecord {
  documentType: string;
  borrower: "main" | "coborrower" | null;
  propertyId: string | null;
  createdAt: Date;
}

type Line = { documentType: string; borrower: "main" | "coborrower" | null; propertyId: string | null };

const lineKey = (l: Line) => `${l.documentType}|${l.propertyId ?? l.borrower ?? "main"}`;

/** A file answers a request when it is of its type and owner (any property when the request names none). */
function answers(request: Line, file: Line): boolean {
  if (file.documentType !== request.documentType) return false;
  if (request.propertyId) return file.propertyId === request.propertyId;
  if (file.propertyId) return request.borrower === null;
  return (file.borrower ?? "main") === (request.borrower ?? "main");
}

/** The latest request of each line. */
function latestRequests(requests: readonly RequestOnFile[]): RequestOnFile[] {
  const latest = new Map<string, RequestOnFile>();
  for (const r of requests) {
    const key = lineKey(r);
    const seen = latest.get(key);
    if (!seen || seen.createdAt.getTime() <= r.createdAt.getTime()) latest.set(key, r);
  }
  return [...latest.values()];
}

/** The requests the borrower still has to answer: asked (not waived), with no file of theirs since. */
export function openUploadRequests(
  requests: readonly RequestOnFile[],
  files: readonly FileOnRecord[],
): RequestOnFile[] {
  return latestRequests(requests).filter(
    (r) =>
      !r.shouldSkip && !files.some((f) => answers(r, f) && f.createdAt.getTime() >= r.createdAt.getTime()),
  );
}

/** The reason the lender gave for asking a checklist line, while its latest request asks it. */
export function requestReasonFor(line: Line, requests: readonly RequestOnFile[]): string | null {
  const request = latestRequests(requests).find(
    (r) =>
      r.documentType === line.documentType &&
      (r.propertyId === null || r.propertyId === line.propertyId) &&
      (line.propertyId !== null || (r.borrower ?? "main") === (line.borrower ?? "main")),
  );
  return request && !request.shouldSkip ? request.reason : null;
}
