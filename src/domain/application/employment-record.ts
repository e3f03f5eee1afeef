import { z } from "zod";
import type { EnteredEmployment } from "./employment-input";

/** Spec §5: a job entered by hand; anything else came from a verification report. */
export const MANUAL = "Manual";

/**
 * Spec §3 employment as the application keeps it: what the applicant entered, plus where it came
 * from (`dataSource`, "Manual" for hand entry) and, for a verified job, the report it came from.
 * Dates are coerced, so the schema reads both a stored (JSON) record and a live one.
 */
export const employmentRecordOutput = z.object({
  id: z.string(),
  employerName: z.string(),
  position: z.string(),
  employerPhone: z.string(),
  employerAddress: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  startDate: z.coerce.date(),
  endDate: z.coerce.date().nullable(),
  percentageOwned: z.number().nullable(),
  base: z.number(),
  overtime: z.number(),
  bonuses: z.number(),
  commissions: z.number(),
  dataSource: z.string(),
  reportId: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type EmploymentRecord = z.infer<typeof employmentRecordOutput>;

/** A job as the applicant's screen gets it: the report's PDF link (a bearer link) stays on the server. */
export const employmentShownOutput = employmentRecordOutput.omit({ pdfUrl: true });
export type EmploymentShown = z.infer<typeof employmentShownOutput>;

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * The figures a verification report vouches for. Phone, address and ownership share are not in a
 * payroll report, so the applicant may complete them without losing the verification.
 */
function sameVerifiedFacts(record: EmploymentRecord, entered: EnteredEmployment): boolean {
  return (
    record.employerName === entered.employerName &&
    record.position === entered.position &&
    sameTime(record.startDate, entered.startDate) &&
    sameTime(record.endDate, entered.endDate) &&
    record.base === entered.base &&
    record.overtime === entered.overtime &&
    record.bonuses === entered.bonuses &&
    record.commissions === entered.commissions
  );
}

/**
 * The records a save of step 4 leaves: each entered job keeps its id and, while the verified
 * figures are left as the report gave them, its verification; a changed figure makes it hand entry
 * (spec §5: only a job not entered by hand counts as verified). New jobs get ids from `newId`.
 */
export function employmentRecordsAfterEdit(
  previous: readonly EmploymentRecord[],
  entered: readonly EnteredEmployment[],
  newId: () => string,
): EmploymentRecord[] {
  const byId = new Map(previous.map((r) => [r.id, r]));
  // Each saved job can be claimed once: a second copy of a verified job is a new, hand-entered one.
  const claimed = new Set<string>();
  return entered.map(({ id, ...job }) => {
    const before = id && !claimed.has(id) ? byId.get(id) : undefined;
    if (before) claimed.add(before.id);
    const keepsVerification = before && before.dataSource !== MANUAL && sameVerifiedFacts(before, { ...job });
    return {
      ...job,
      id: before ? before.id : newId(),
      dataSource: keepsVerification ? before.dataSource : MANUAL,
      reportId: keepsVerification ? before.reportId : null,
      pdfUrl: keepsVerification ? before.pdfUrl : null,
    };
  });
}

const employerKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * What a verification report does to the jobs on file: a verified job replaces the hand-entered
 * one with the same employer (keeping the phone, address and ownership share the applicant gave
 * where the report has none); other verified jobs are added; hand-entered jobs of other employers
 * stay as they are.
 */
export function employmentRecordsAfterVerification(
  previous: readonly EmploymentRecord[],
  verified: readonly Omit<EmploymentRecord, "id">[],
  newId: () => string,
): EmploymentRecord[] {
  const records = previous.map((r) => ({ ...r }));
  for (const job of verified) {
    const index = records.findIndex((r) => employerKey(r.employerName) === employerKey(job.employerName));
    const before = records[index];
    if (!before) {
      records.push({ ...job, id: newId() });
      continue;
    }
    records[index] = {
      ...job,
      id: before.id,
      employerPhone: job.employerPhone || before.employerPhone,
      employerAddress: job.employerAddress.line1 ? job.employerAddress : before.employerAddress,
      percentageOwned: job.percentageOwned ?? before.percentageOwned,
    };
  }
  return records;
}
