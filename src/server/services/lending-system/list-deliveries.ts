import { asc, eq } from "drizzle-orm";
import { LENDING_SYSTEMS } from "@/domain/enums/lending-systems";
import type { Database } from "@/server/db/client";
import { applicants, applications, loanDeliveries } from "@/server/db/schema";

export type DeliveryLine = {
  applicationId: string;
  applicantName: string;
  lendingSystem: string;
  /** "not sent" before submission asked for a delivery. */
  state: string;
  losLoanNumber: string | null;
};

/** Every application with its lending system and delivery, oldest first (`npm run lending-system -- list`). */
export async function listDeliveries(db: Database): Promise<DeliveryLine[]> {
  const rows = await db
    .select({
      applicationId: applications.id,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      lendingSystem: applications.lendingSystem,
      state: loanDeliveries.state,
      losLoanNumber: loanDeliveries.losLoanNumber,
    })
    .from(applications)
    .leftJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(loanDeliveries, eq(loanDeliveries.applicationId, applications.id))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return rows.map((row) => ({
    applicationId: row.applicationId,
    applicantName: [row.firstName, row.lastName].filter(Boolean).join(" ") || "(no account yet)",
    lendingSystem: LENDING_SYSTEMS.find((s) => s.value === row.lendingSystem)?.label ?? row.lendingSystem,
    state: row.state ?? "not sent",
    losLoanNumber: row.losLoanNumber,
  }));
}
