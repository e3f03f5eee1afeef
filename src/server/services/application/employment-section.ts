import type { Who } from "@/domain/application/application-steps";
import type { EmploymentRecord } from "@/domain/application/employment-record";
import { type StoredEmployment, storedEmploymentOutput } from "@/domain/application/employment-section";
import type { ApplicationContext } from "./application-context";
import { readSection } from "./section-store";

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
