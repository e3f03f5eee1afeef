import { z } from "zod";
import { type EmploymentGap, employmentCoverage } from "../employment/employment-coverage";
import { formatYearMonthDay } from "../format/date";
import { textInput } from "../prequal/field-inputs";
import { employmentInput } from "./employment-input";

/**
 * Step 4, Employment History (spec §3, §5): the jobs of the last two years and, for each stretch
 * without work longer than 31 days, what the applicant was doing (Form 1003 asks a loan officer to
 * explain gaps; asking the applicant here saves a phone call).
 */

const DAY_MS = 86_400_000;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "March 2024": the months a sentence names. */
export function monthName(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "March 2024 to May 2024", or "March 2024" when the gap lies inside one month. */
export function describeGap(gap: Pick<EmploymentGap, "from" | "to">): string {
  const from = monthName(gap.from);
  const to = monthName(gap.to);
  return from === to ? from : `${from} to ${to}`;
}

/** A gap is named by the day it began (YYYY-MM-DD): its end moves with today when it runs to today. */
export const gapKey = (gap: Pick<EmploymentGap, "from">) => formatYearMonthDay(gap.from);

export const gapExplanationInput = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the gap you are explaining"),
  // Empty is refused by the two-year rule below, with a sentence naming the gap's months.
  explanation: textInput("explanation", {
    max: 500,
    lines: "many",
    words: { tooLong: "Keep the explanation to 500 characters" },
  }),
});

/** Step 4 lists at most this many jobs, whether typed or filled by a payroll connection. */
export const MAX_JOBS = 12;
export const TOO_MANY_JOBS = `List at most ${MAX_JOBS} jobs: the ones of the last 2 years`;

export const employmentHistoryInput = z.object({
  employments: z.array(employmentInput).max(MAX_JOBS, TOO_MANY_JOBS),
  gapExplanations: z.array(gapExplanationInput).max(24).default([]),
});
export type EmploymentHistory = z.infer<typeof employmentHistoryInput>;

type Dated = { startDate: Date; endDate?: Date | null };

const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);

/**
 * Spec §5: the stretches the applicant must explain. Each gap longer than 31 days inside the two
 * years, and also the stretch before the first job when the history does not reach back to the
 * first day of the month two years ago (so it is covered or explained, never silently short). With
 * no job at all, the whole two years is one stretch to explain (a student, a retiree).
 */
export function gapsToExplain(employments: readonly Dated[], today: Date): EmploymentGap[] {
  const { coverageStart, gaps } = employmentCoverage(employments, today);
  const startOfToday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  if (employments.length === 0)
    return [{ from: coverageStart, to: startOfToday, days: daysBetween(coverageStart, startOfToday) }];
  const firstStart = new Date(Math.min(...employments.map((e) => e.startDate.getTime())));
  const leadingFlagged = gaps.some((g) => g.from.getTime() === coverageStart.getTime());
  if (firstStart > coverageStart && !leadingFlagged)
    return [{ from: coverageStart, to: firstStart, days: daysBetween(coverageStart, firstStart) }, ...gaps];
  return gaps;
}

export type HistoryProblem = { path: (string | number)[]; message: string };

const endOfMonthOf = (today: Date) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));

/**
 * Spec §5 as sentences: no job in the future, and every stretch of `gapsToExplain` explained. The
 * sentence names the gap's months, so the applicant knows which stretch is meant.
 */
export function employmentHistoryProblems(
  history: Pick<EmploymentHistory, "employments" | "gapExplanations">,
  today: Date,
): HistoryProblem[] {
  const problems: HistoryProblem[] = [];
  const lastDay = endOfMonthOf(today);
  history.employments.forEach((job, index) => {
    if (job.startDate > today)
      problems.push({
        path: ["employments", index, "startDate"],
        message: "The month you started can't be in the future",
      });
    if (job.endDate && job.endDate > lastDay)
      problems.push({
        path: ["employments", index, "endDate"],
        message: "The month you left can't be in the future. If you still work here, answer yes",
      });
  });
  if (problems.length > 0) return problems;
  const explained = new Map(history.gapExplanations.map((g) => [g.from, g.explanation.trim()]));
  gapsToExplain(history.employments, today).forEach((gap, index) => {
    if (explained.get(gapKey(gap))) return;
    problems.push({
      path: ["gapExplanations", index, "explanation"],
      message: `Tell us what you were doing from ${describeGap(gap)}: your employment history must cover the last 2 years, and this gap is ${gap.days} days long`,
    });
  });
  return problems;
}

/**
 * The step's schema as of a day: the fields of `employmentHistoryInput`, then the two-year rule.
 * The form checks with the browser's today, the server with its clock; the same rules either way.
 * Explanations of gaps that no longer exist are dropped.
 */
export function employmentHistoryInputAsOf(today: Date) {
  return employmentHistoryInput
    .superRefine((history, ctx) => {
      for (const problem of employmentHistoryProblems(history, today))
        ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    })
    .transform((history) => {
      const open = new Set(gapsToExplain(history.employments, today).map(gapKey));
      return { ...history, gapExplanations: history.gapExplanations.filter((g) => open.has(g.from)) };
    });
}
