import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { LendingSystem } from "@/domain/enums/lending-systems";
import type { LoanSystem } from "@/domain/ports/loan-system-export";
import type { Database } from "@/server/db/client";
import { sandboxLoans } from "@/server/db/schema";
import { sandboxStatus } from "./schedule";

/** Loan numbers start with the system's letters, so a demo shows which system made them. */
const PREFIX: Record<LendingSystem, string> = { encompass: "EN", lendingPad: "LP", byte: "BY" };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * A lending system in process for the demo (decision 080): it makes a loan with a number, finds it
 * by the application id it carries and moves it along `SANDBOX_SCHEDULE`. Like the real ones it
 * has no idempotency key: two creates make two loans, so the delivery's own guard is what is shown.
 * It keeps the file's hash, never the file (SSNs and dates of birth stay out of its table).
 */
export function sandboxLoanSystem(system: LendingSystem, db: Database, now: () => Date): LoanSystem {
  const loanOf = (row: { id: number; loanId: string }) => ({
    loanId: row.loanId,
    loanNumber: `${PREFIX[system]}${String(row.id).padStart(8, "0")}`,
  });
  return {
    system,
    async findLoan(applicationId) {
      const [row] = await db
        .select()
        .from(sandboxLoans)
        .where(and(eq(sandboxLoans.system, system), eq(sandboxLoans.applicationId, applicationId)))
        .orderBy(asc(sandboxLoans.id))
        .limit(1);
      return row ? loanOf(row) : null;
    },
    async createLoan(file) {
      const [row] = await db
        .insert(sandboxLoans)
        .values({
          system,
          applicationId: file.applicationId,
          fileSha256: sha256(file.mismoXml),
          createdAt: now(),
        })
        .returning();
      if (!row) throw new Error("The sandbox lending system kept no loan");
      return loanOf(row);
    },
    async updateLoan(loan, file) {
      await db
        .update(sandboxLoans)
        .set({ fileSha256: sha256(file.mismoXml), imports: sql`${sandboxLoans.imports} + 1` })
        .where(eq(sandboxLoans.loanId, loan.loanId));
    },
    async loanStatus(loan) {
      const [row] = await db.select().from(sandboxLoans).where(eq(sandboxLoans.loanId, loan.loanId));
      if (!row) throw new Error("The sandbox lending system has no such loan");
      return sandboxStatus(row.createdAt, now());
    },
  };
}
