import { gapKey, gapsToExplain } from "@/domain/application/employment-history";
import { lastDayOfMonth } from "@/domain/application/employment-input";
import type { EmploymentShown } from "@/domain/application/employment-record";
import { formatDateInput, parseDateInput } from "@/domain/format/date";
import { formatMoney } from "@/domain/format/money";
import { formatPhone } from "@/domain/format/phone";

/** One job as the form holds it: the text people type (the schema reads it). */
export interface JobFields {
  id: string;
  employerName: string;
  position: string;
  employerPhone: string;
  employerAddress: { line1: string; line2: string; city: string; state: string; zip: string };
  startDate: string;
  current: boolean | null;
  endDate: string;
  percentageOwned: string;
  base: string;
  overtime: string;
  bonuses: string;
  commissions: string;
}

export interface EmploymentHistoryFields {
  employments: JobFields[];
  gapExplanations: { from: string; explanation: string }[];
}

export const emptyJob = (): JobFields => ({
  id: "",
  employerName: "",
  position: "",
  employerPhone: "",
  employerAddress: { line1: "", line2: "", city: "", state: "", zip: "" },
  startDate: "",
  current: null,
  endDate: "",
  percentageOwned: "",
  base: "",
  overtime: "",
  bonuses: "",
  commissions: "",
});

const amount = (value: number) => (value === 0 ? "" : formatMoney(value));

/** The saved records as the form shows them again. */
export function jobFieldsOf(record: EmploymentShown): JobFields {
  return {
    id: record.id,
    employerName: record.employerName,
    position: record.position,
    employerPhone: formatPhone(record.employerPhone),
    employerAddress: { ...record.employerAddress, line2: record.employerAddress.line2 ?? "" },
    startDate: formatDateInput(record.startDate, "month"),
    current: record.endDate === null,
    endDate: record.endDate ? formatDateInput(record.endDate, "month") : "",
    percentageOwned: record.percentageOwned === null ? "" : String(record.percentageOwned),
    base: formatMoney(record.base),
    overtime: amount(record.overtime),
    bonuses: amount(record.bonuses),
    commissions: amount(record.commissions),
  };
}

export function employmentDefaults(
  records: readonly EmploymentShown[],
  gapExplanations: readonly { from: string; explanation: string }[],
): EmploymentHistoryFields {
  return {
    employments: records.length > 0 ? records.map(jobFieldsOf) : [emptyJob()],
    gapExplanations: [...gapExplanations],
  };
}

const monthOf = (text: string) => {
  const result = /^\d{1,2}\/\d{2,4}$/.test(text.trim()) ? parseDateInput(text) : null;
  return result?.ok ? result.value : null;
};

/**
 * The gaps as the form stands, from the jobs whose months are readable so far: the fields to
 * explain appear as the dates are typed, as the server will count them.
 */
export function gapsOfFields(jobs: readonly JobFields[], today: Date) {
  const dated = jobs.flatMap((job) => {
    const startDate = monthOf(job.startDate);
    if (!startDate) return [];
    const end = job.current === false ? monthOf(job.endDate) : null;
    if (job.current === false && !end) return [];
    return [{ startDate, endDate: end ? lastDayOfMonth(end) : null }];
  });
  // Jobs still being typed: no gap is named until a month is readable.
  if (jobs.length > 0 && dated.length === 0) return [];
  return gapsToExplain(dated, today).map((gap) => ({ ...gap, key: gapKey(gap) }));
}
