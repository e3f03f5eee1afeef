import { borrowerDemands, type Demand } from "./borrower-documents";
import type { BorrowerRole, DocumentApplication, DocumentRequirement, Upload } from "./document-application";
import { documentType } from "./document-types";
import { isIdentityDocumentType } from "./identity-documents";
import { propertyDemands, subjectPropertyId } from "./property-documents";

/** Identity documents (driver_license, passport, ...) are uploaded as what they are but count as id_document. */
const countedAs = (type: string) => (isIdentityDocumentType(type) ? "id_document" : type);

function uploadKey(upload: Upload): string {
  const owner = upload.propertyId
    ? `property:${upload.propertyId}`
    : upload.isCoborrower
      ? "coborrower"
      : "main";
  return `${countedAs(upload.type)}|${owner}`;
}

const requirementKey = (r: Pick<DocumentRequirement, "type" | "borrower" | "propertyId">) =>
  `${r.type}|${r.propertyId ? `property:${r.propertyId}` : (r.borrower ?? "main")}`;

function countUploads(uploads: readonly Upload[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const upload of uploads) {
    const key = uploadKey(upload);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function demandedRequirements(app: DocumentApplication): DocumentRequirement[] {
  const fromBorrower = (role: BorrowerRole) => (d: Demand) => ({ ...d, borrower: role, required: true });
  const list: Omit<DocumentRequirement, "uploaded" | "skipped">[] = borrowerDemands(
    app.user,
    "main",
    app,
  ).map(fromBorrower("main"));
  if (app.coborrower)
    list.push(...borrowerDemands(app.coborrower, "coborrower", app).map(fromBorrower("coborrower")));
  const subject = subjectPropertyId(app);
  for (const owned of app.propertyOwnership) {
    for (const demand of propertyDemands(owned, owned.propertyId === subject, app)) {
      list.push({ ...demand, borrower: null, propertyId: owned.propertyId });
    }
  }
  return list.map((r) => ({ ...r, uploaded: 0, skipped: false }));
}

/**
 * Spec §4: the lender's upload requests waive a document (shouldSkip) or ask for one no rule asked
 * for; a request without a property is addressed to the main borrower.
 */
function applyUploadRequests(app: DocumentApplication, list: DocumentRequirement[]): void {
  for (const request of app.uploadRequests) {
    const propertyId = request.propertyId ?? undefined;
    const matches = list.filter((r) => r.type === request.documentType && r.propertyId === propertyId);
    if (request.shouldSkip) {
      for (const r of matches) r.skipped = true;
    } else if (matches.length > 0) {
      for (const r of matches) r.required = true;
    } else {
      const amount = documentType(request.documentType)?.requiredAmount;
      const count = typeof amount === "number" ? amount : 1; // spec §9: dynamic counts default to 1
      const owner = propertyId ? { borrower: null, propertyId } : { borrower: "main" as const };
      list.push({ type: request.documentType, ...owner, required: true, count, uploaded: 0, skipped: false });
    }
  }
}

/**
 * Spec §9: the documents checklist of an application — every rule and count, the lender's requests,
 * and what has been uploaded. A mortgage statement linked through the connected insurance/financial
 * service counts as uploaded. Uploads no line asks for are listed as not required.
 */
export function requiredDocuments(app: DocumentApplication): DocumentRequirement[] {
  const list = demandedRequirements(app);
  applyUploadRequests(app, list);
  const uploads = countUploads(app.uploads);
  for (const r of list) {
    const key = requirementKey(r);
    r.uploaded = uploads.get(key) ?? 0;
    uploads.delete(key);
    if (r.type === "mortgage_statement" && app.canopyConnected) r.uploaded = Math.max(r.uploaded, r.count);
  }
  for (const [key, uploaded] of uploads) {
    const [type = "", owner = "main"] = key.split("|");
    const where = owner.startsWith("property:")
      ? { borrower: null, propertyId: owner.slice("property:".length) }
      : { borrower: owner as BorrowerRole };
    list.push({ type, ...where, required: false, count: uploaded, uploaded, skipped: false });
  }
  return list;
}
