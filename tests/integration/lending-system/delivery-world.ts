import { eq } from "drizzle-orm";
import type { LendingSystem } from "@/domain/enums/lending-systems";
import type { LoanSystem } from "@/domain/ports/loan-system-export";
import type { LoanSystems } from "@/integrations/lending-system";
import { sandboxLoanSystem } from "@/integrations/lending-system/sandbox/sandbox";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";
import type { LoanFileExport } from "@/server/services/lending-system/export-loan-file";

/** A submitted-looking application row: the delivery reads only its id, system and decline. */
export async function anApplication(db: Database, lendingSystem: LendingSystem = "encompass") {
  const [row] = await db
    .insert(applications)
    .values({ flow: "new", landingVersion: "A", lendingSystem, applicationStatus: "applicationSubmitted" })
    .returning();
  if (!row) throw new Error("no application");
  return row;
}

/** The lending systems, all served by `los` (by default each system's sandbox on `db`). */
export function systemsOf(los: LoanSystem | ((system: LendingSystem) => LoanSystem)): LoanSystems {
  return {
    of: (system) => (typeof los === "function" ? los(system) : los),
    pollMinutes: () => 1,
    webhooks: () => null,
  };
}

/** A sandbox whose calls can be made to fail, stall or wait, to play out faults. */
export function faultySandbox(db: Database, now: () => Date) {
  const inner = sandboxLoanSystem("encompass", db, now);
  const plan: { failNext: Error[]; createDelayMs: number; hangAfterCreate: boolean } = {
    failNext: [],
    createDelayMs: 0,
    hangAfterCreate: false,
  };
  const failIfPlanned = () => {
    const error = plan.failNext.shift();
    if (error) throw error;
  };
  const los: LoanSystem = {
    system: "encompass",
    async findLoan(id) {
      failIfPlanned();
      return inner.findLoan(id);
    },
    async createLoan(file) {
      failIfPlanned();
      if (plan.createDelayMs) await new Promise((r) => setTimeout(r, plan.createDelayMs));
      const loan = await inner.createLoan(file);
      // The worker is killed after the lending system made the loan, before it heard back.
      if (plan.hangAfterCreate) await new Promise(() => {});
      return loan;
    },
    async updateLoan(loan, file) {
      failIfPlanned();
      return inner.updateLoan(loan, file);
    },
    loanStatus: (loan) => inner.loanStatus(loan),
  };
  return { los, plan };
}

/**
 * A small file for the delivery's own tests, which play out sending, not the file's content (the
 * MISMO export has its own tests): the application's id in a MESSAGE, a declined one refused.
 */
export function aLoanFile(db: Database) {
  return async (applicationId: string): Promise<LoanFileExport> => {
    const [row] = await db
      .select({ id: applications.id, declinedAt: applications.declinedAt })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!row) return { kind: "refused", faults: ["There is no such application."] };
    if (row.declinedAt) return { kind: "refused", faults: ["A declined application is not exported."] };
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<MESSAGE xmlns="http://www.mismo.org/residential/2009/schemas"><DEAL_SETS><DEAL_SET><DEALS><DEAL>' +
      `<LOANS><LOAN><LOAN_IDENTIFIERS><LOAN_IDENTIFIER><LoanIdentifier>${row.id}</LoanIdentifier>` +
      "</LOAN_IDENTIFIER></LOAN_IDENTIFIERS></LOAN></LOANS></DEAL></DEALS></DEAL_SET></DEAL_SETS></MESSAGE>\n";
    return { kind: "exported", xml, leftOut: [] };
  };
}
