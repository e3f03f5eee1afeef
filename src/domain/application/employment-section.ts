import { z } from "zod";
import { gapExplanationInput } from "./employment-history";
import { employmentRecordOutput } from "./employment-record";
import { incomeConnectionOutput } from "./income-verification-choice";

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
