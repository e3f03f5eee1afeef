import { eq } from "drizzle-orm";
import { closingStepAfter } from "@/domain/application/closing-steps";
import type { FundsSummary } from "@/domain/closing/funds-summary";
import { maskBankAccountNumber } from "@/domain/format/bank-account-number";
import { maskRoutingNumber } from "@/domain/format/routing-number";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { Database } from "@/server/db/client";
import { disbursementInstructions } from "@/server/db/schema";
import { encryptField } from "@/server/security/field-crypto";
import { APPLICATION_DECLINED, ApplicationError } from "../application/application-error";
import type { ApplicationRow } from "../prequal/application-store";

export type InstructionRow = typeof disbursementInstructions.$inferSelect;

export const FINISH_DOCUMENTS_FIRST =
  "Your bank account for the funds comes after your income documents. Upload the documents on your checklist and press Continue first.";

/** Spec §4: loan disbursement is 25; every call of the step needs the application there or past it. */
export function assertAtDisbursement(application: Pick<ApplicationRow, "applicationStatus" | "declinedAt">) {
  if (application.declinedAt) throw new ApplicationError("FORBIDDEN", APPLICATION_DECLINED);
  const at = statusOrder(application.applicationStatus ?? "") ?? 0;
  if (at < (statusOrder("loanDisbursement") ?? 25))
    throw new ApplicationError("FORBIDDEN", FINISH_DOCUMENTS_FIRST);
}

/** Sealed to its application and column: an envelope copied to another row or column fails to open. */
export const sealContext = (applicationId: string, column: "routing_number" | "account_number") =>
  `disbursement_instructions:${applicationId}:${column}`;

export const seal = (
  fieldKey: Uint8Array,
  applicationId: string,
  column: Parameters<typeof sealContext>[1],
  digits: string,
) => encryptField(fieldKey, digits, sealContext(applicationId, column));

/** The application's instruction, if one was made. */
export async function instructionOf(db: Database, applicationId: string): Promise<InstructionRow | null> {
  const [row] = await db
    .select()
    .from(disbursementInstructions)
    .where(eq(disbursementInstructions.applicationId, applicationId));
  return row ?? null;
}

/** An instruction as the applicant sees it: the numbers masked to their last four digits, never more. */
export function maskedInstruction(row: InstructionRow) {
  return {
    routingNumber: maskRoutingNumber(row.routingNumberLastFour),
    accountNumber: maskBankAccountNumber(row.accountNumberLastFour),
    accountType: row.accountType,
    accountHolder: row.accountHolder,
    firstDraw: row.firstDraw,
    fundsSummary: row.fundsSummary as unknown as FundsSummary,
    createdAt: row.createdAt,
  };
}

/**
 * Where the applicant goes once the instruction is made: the submitted screen, where they submit.
 * The status stays at loanDisbursement: only the submission, which makes the decision, moves it to
 * applicationSubmitted (decision 043).
 */
export const afterDisbursement = () => ({ next: closingStepAfter("loanDisbursement").next });
