import type { Employment } from "./employment";

/** Spec §5: gaps longer than this many days are flagged. */
export const MAX_GAP_DAYS = 31;
/** Spec §5: the history must cover this many years. */
export const HISTORY_YEARS = 2;

const DAY_MS = 86_400_000;

export type EmploymentGap = { from: Date; to: Date; days: number };

export type EmploymentCoverage = {
  /** The first day of the month two years ago: where the history must start (spec §5). */
  coverageStart: Date;
  /** True when the jobs reach back to coverageStart and leave no gap longer than 31 days. */
  covered: boolean;
  /**
   * Each gap longer than 31 days inside the two years, in order: one before the first job, between
   * jobs, and between the last job and today.
   */
  gaps: EmploymentGap[];
};

const startOfDayUtc = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

type Span = { start: number; end: number };

/** Overlapping or touching jobs merge into one span, so a second job never hides or makes a gap. */
function mergedSpans(employments: readonly Employment[], today: number): Span[] {
  const spans = employments
    .map((e) => ({ start: startOfDayUtc(e.startDate), end: e.endDate ? startOfDayUtc(e.endDate) : today }))
    .filter((s) => s.end >= s.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

function gapBetween(from: number, to: number): EmploymentGap | null {
  const days = Math.round((to - from) / DAY_MS);
  return days > MAX_GAP_DAYS ? { from: new Date(from), to: new Date(to), days } : null;
}

/**
 * Every stretch without work: before the first job, between jobs and since the last one. Each is
 * clipped to the two years, so a gap that began before them counts only its days inside them.
 */
function gapsWithin(coverageStart: number, spans: readonly Span[], now: number): EmploymentGap[] {
  if (spans.length === 0) return [];
  const stretches: [number, number][] = [];
  let workedUntil = coverageStart;
  for (const span of spans) {
    stretches.push([workedUntil, span.start]);
    workedUntil = span.end;
  }
  stretches.push([workedUntil, now]);
  return stretches
    .filter(([, to]) => to > coverageStart)
    .map(([from, to]) => gapBetween(Math.max(from, coverageStart), to))
    .filter((gap): gap is EmploymentGap => gap !== null);
}

/**
 * Spec §5: does the employment history cover the last 2 years, from the first day of the month two
 * years ago, and where are the gaps longer than 31 days? A gap is counted in whole days from the
 * day one job ended (or the two years began) to the day the next began (or today).
 */
export function employmentCoverage(employments: readonly Employment[], today: Date): EmploymentCoverage {
  const now = startOfDayUtc(today);
  const coverageStart = Date.UTC(today.getUTCFullYear() - HISTORY_YEARS, today.getUTCMonth(), 1);
  const spans = mergedSpans(employments, now);
  const gaps = gapsWithin(coverageStart, spans, now);
  const reachesBack = (spans[0]?.start ?? Number.POSITIVE_INFINITY) <= coverageStart;
  return { coverageStart: new Date(coverageStart), covered: reachesBack && gaps.length === 0, gaps };
}
