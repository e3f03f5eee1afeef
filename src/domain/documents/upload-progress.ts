import type { DocumentRequirement } from "./document-application";

/**
 * Spec §9: what counting can leave out. "nonRequired" leaves lines nobody required (homeowners
 * insurance, unrequested uploads) out entirely; without it they count only for what was uploaded.
 */
export type ProgressExclusion = "id" | "educationalLoanStatement" | "floodInsurance" | "nonRequired";

export type Progress = { required: number; uploaded: number; complete: boolean };

export type UploadProgress = { main: Progress; coborrower: Progress; property: Progress; total: Progress };

const EXCLUDED_TYPE: Record<Exclude<ProgressExclusion, "nonRequired">, string> = {
  id: "id_document",
  educationalLoanStatement: "educational_loan_statement",
  floodInsurance: "flood_insurance",
};

function isCounted(r: DocumentRequirement, exclude: readonly ProgressExclusion[]): boolean {
  if (r.skipped) return false;
  if (!r.required && exclude.includes("nonRequired")) return false;
  return !exclude.some((e) => e !== "nonRequired" && EXCLUDED_TYPE[e] === r.type);
}

const progress = (required: number, uploaded: number): Progress => ({
  required,
  uploaded,
  complete: uploaded >= required,
});

/**
 * Spec §4, §9: files asked for versus files uploaded, per borrower, coborrower and property, never
 * counting skipped documents, nor more uploads of a document than it asks for, nor a document
 * nobody required until something is uploaded for it.
 */
export function uploadProgress(
  requirements: readonly DocumentRequirement[],
  options: { exclude?: readonly ProgressExclusion[] } = {},
): UploadProgress {
  const exclude = options.exclude ?? [];
  const sums = { main: [0, 0], coborrower: [0, 0], property: [0, 0] };
  for (const r of requirements) {
    if (!isCounted(r, exclude)) continue;
    const uploaded = Math.min(r.uploaded, r.count);
    const sum = sums[r.borrower ?? "property"];
    // A line nobody required counts only what was uploaded for it, so it never blocks completion.
    sum[0] = (sum[0] ?? 0) + (r.required ? r.count : uploaded);
    sum[1] = (sum[1] ?? 0) + uploaded;
  }
  const [main, coborrower, property] = [sums.main, sums.coborrower, sums.property].map(([req = 0, up = 0]) =>
    progress(req, up),
  ) as [Progress, Progress, Progress];
  const total = progress(
    main.required + coborrower.required + property.required,
    main.uploaded + coborrower.uploaded + property.uploaded,
  );
  return { main, coborrower, property, total };
}
