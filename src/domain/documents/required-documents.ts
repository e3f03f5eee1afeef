import { borrowerDemands, type Demand } from "./borrower-documents";
import type {
  BorrowerRole,
  DocumentApplication,
  DocumentRequirement,
  Upload,
  UploadRequest,
} from "./document-application";
import { documentType, isPropertyDocument } from "./document-types";
import { isIdentityDocumentType } from "./identity-documents";
import { documentProperties, propertyDemands, subjectPropertyId } from "./property-documents";

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

/** Every line is built here, with the same fields in the same order, so the engine keeps one shape. */
function requirement(
  type: string,
  borrower: BorrowerRole | null,
  propertyId: string | undefined,
  required: boolean,
  count: number,
): DocumentRequirement {
  return { type, borrower, propertyId, required, count, uploaded: 0, skipped: false };
}

function demandedRequirements(app: DocumentApplication): DocumentRequirement[] {
  const list: DocumentRequirement[] = [];
  const addBorrower = (demands: Demand[], role: BorrowerRole) => {
    for (const d of demands) list.push(requirement(d.type, role, undefined, true, d.count));
  };
  addBorrower(borrowerDemands(app.user, "main", app), "main");
  if (app.coborrower) addBorrower(borrowerDemands(app.coborrower, "coborrower", app), "coborrower");
  for (const property of documentProperties(app)) {
    for (const d of propertyDemands(property, app)) {
      list.push(requirement(d.type, null, property.owned.propertyId, d.required, d.count));
    }
  }
  return list;
}

/**
 * The owners a request is addressed to: its property; for a property document without one, every
 * property (the subject property when none is listed); otherwise the main borrower (undefined).
 */
function requestTargets(
  app: DocumentApplication,
  list: readonly DocumentRequirement[],
  request: UploadRequest,
): (string | undefined)[] {
  if (request.propertyId) return [request.propertyId];
  if (!isPropertyDocument(request.documentType)) return [undefined];
  const properties = new Set(list.flatMap((r) => (r.propertyId ? [r.propertyId] : [])));
  return properties.size > 0 ? [...properties] : [subjectPropertyId(app)];
}

function applyRequest(
  list: DocumentRequirement[],
  request: UploadRequest,
  propertyId: string | undefined,
): void {
  const borrower: BorrowerRole | null = propertyId ? null : request.isCoborrower ? "coborrower" : "main";
  const matches = list.filter(
    (r) => r.type === request.documentType && r.propertyId === propertyId && r.borrower === borrower,
  );
  if (request.shouldSkip) {
    for (const r of matches) r.skipped = true;
  } else if (matches.length > 0) {
    for (const r of matches) r.required = true;
  } else {
    const amount = documentType(request.documentType)?.requiredAmount;
    const count = typeof amount === "number" ? amount : 1; // spec §9: dynamic counts default to 1
    list.push(requirement(request.documentType, borrower, propertyId, true, count));
  }
}

/**
 * Spec §4: the lender's upload requests waive a document (shouldSkip) or ask for one no rule asked
 * for. A request without a property is addressed to its borrower (the main borrower unless it says
 * coborrower), or for a property document (spec §3: property documents belong to properties) to
 * every property.
 */
function applyUploadRequests(app: DocumentApplication, list: DocumentRequirement[]): void {
  for (const request of app.uploadRequests) {
    for (const propertyId of requestTargets(app, list, request)) applyRequest(list, request, propertyId);
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
    const propertyId = owner.startsWith("property:") ? owner.slice("property:".length) : undefined;
    const extra = requirement(type, propertyId ? null : (owner as BorrowerRole), propertyId, false, uploaded);
    extra.uploaded = uploaded;
    list.push(extra);
  }
  return list;
}
