import { z } from "zod";
import type { Who } from "@/domain/application/application-steps";
import { gapExplanationInput } from "@/domain/application/employment-history";
import { type EmploymentRecord, employmentRecordOutput } from "@/domain/application/employment-record";
import { incomeConnectionOutput } from "@/domain/application/income-verification-choice";
import type { ApplicationContext } from "./application-context";
import { readSection } from "./section-store";

/**
 * The employment section as stored (jsonb): the jobs, the explained gaps, whether a current job
 * is owned 25% or more (read by `applicationFacts`), and the payroll connections made on step 5.
 */
export const storedEmploymentOutput = z.object({
  employments: z.array(employmentRecordOutput).default([]),
  gapExplanations: z.array(gapExplanationInput).default([]),
  selfEmployed: z.boolean().default(false),
  connections: z.array(incomeConnectionOutput).default([]),
});
export type StoredEmployment = z.infer<typeof storedEmploymentOutput>;

const EMPTY: StoredEmployment = {
  employments: [],
  gapExplanations: [],
  selfEmployed: false,
  connections: [],
};

/** One borrower's employment section, read back with its dates as dates; version 0 = never saved. */
export async function readEmployment(
  ctx: ApplicationContext,
  who: Who,
): Promise<{ employment: StoredEmployment; version: number }> {
  const { data, version } = await readSection<unknown>(
    ctx.deps.db,
    ctx.deps.fieldKey,
    ctx.application.id,
    "employment",
    who,
  );
  return { employment: data ? storedEmploymentOutput.parse(data) : EMPTY, version };
}

/** The jsonb to write: dates as ISO strings, as JSON keeps them. */
export const employmentData = (employment: StoredEmployment): Record<string, unknown> =>
  JSON.parse(JSON.stringify(employment)) as Record<string, unknown>;

export type { EmploymentRecord };
