import { eq } from "drizzle-orm";
import type { LendingSystem } from "@/domain/enums/lending-systems";
import { lendingSystemOf } from "@/domain/portal/lending-system-choice";
import type { Database } from "@/server/db/client";
import { organisations } from "@/server/db/schema";

/**
 * The lending system a submitted application goes to (decision 105): its referring partner
 * organisation's where the lender chose one, else the lender's setting.
 */
export async function lendingSystemAtSubmission(
  db: Database,
  application: { organisationId: string | null },
  lenderSetting: LendingSystem,
): Promise<LendingSystem> {
  if (!application.organisationId) return lenderSetting;
  const [partner] = await db
    .select({ lendingSystem: organisations.lendingSystem })
    .from(organisations)
    .where(eq(organisations.id, application.organisationId));
  return lendingSystemOf(partner?.lendingSystem, lenderSetting);
}
