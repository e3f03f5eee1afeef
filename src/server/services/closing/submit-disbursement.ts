import { eq } from "drizzle-orm";
import { type DisbursementInput, drawProblem } from "@/domain/closing/disbursement-input";
import { lastFourDigits } from "@/domain/format/bank-account-number";
import { formatNoticeDate } from "@/domain/format/notice-date";
import { applications, disbursementInstructions } from "@/server/db/schema";
import type { ApplicationContext } from "../application/application-context";
import { ApplicationError } from "../application/application-error";
import { disbursementFunds, summaryFor } from "./disbursement-funds";
import {
  afterDisbursement,
  assertAtDisbursement,
  type InstructionRow,
  instructionOf,
  maskedInstruction,
  seal,
} from "./disbursement-instruction";

const ALREADY_SAVED = (row: InstructionRow) =>
  `We already have your instructions from ${formatNoticeDate(row.createdAt)}: the funds go to the account ending ${row.accountNumberLastFour}. To change them, contact us.`;

/**
 * The answer for an instruction. The key that made it is answered as it was the first time; another
 * key (a second tab, a form opened again) is told the instructions were already saved (decision 042).
 */
function answerFor(row: InstructionRow, key: string) {
  const first = row.idempotencyKey === key;
  return {
    instruction: maskedInstruction(row),
    alreadySaved: !first,
    notice: first ? null : ALREADY_SAVED(row),
    next: afterDisbursement().next,
  };
}

/**
 * disbursement.submit (issue 11): where the loan's funds go, made once per application. Under the
 * application's row lock: an instruction already made is answered (nothing changes twice); else
 * the step must be reached (documents done), a HELOC's first draw within its limits; the routing
 * and account numbers are sealed, the summary kept, an audit record is written without any
 * account number. The status stays at loanDisbursement: the submission moves it (decision 043).
 * The unique application id refuses a second row even if the lock were bypassed.
 */
export async function submitDisbursement(ctx: ApplicationContext, input: DisbursementInput) {
  const { deps, application } = ctx;
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id))
      .for("update");
    if (!locked) throw new ApplicationError("NOT_FOUND", "We couldn’t find your application.");
    const existing = await instructionOf(tx, locked.id);
    if (existing) return answerFor(existing, input.idempotencyKey);
    assertAtDisbursement(locked);
    const funds = await disbursementFunds(deps, tx, locked);
    const problem = drawProblem(funds.product === "heloc" ? funds.limits : null, input.firstDraw);
    if (problem) throw new ApplicationError("BAD_REQUEST", problem, "firstDraw");
    const firstDraw = funds.product === "heloc" ? (input.firstDraw ?? null) : null;
    const summary = summaryFor(funds, input.firstDraw);
    const now = deps.now();
    const [made] = await tx
      .insert(disbursementInstructions)
      .values({
        applicationId: locked.id,
        idempotencyKey: input.idempotencyKey,
        routingNumberEncrypted: seal(deps.fieldKey, locked.id, "routing_number", input.routingNumber),
        routingNumberLastFour: lastFourDigits(input.routingNumber),
        accountNumberEncrypted: seal(deps.fieldKey, locked.id, "account_number", input.accountNumber),
        accountNumberLastFour: lastFourDigits(input.accountNumber),
        accountType: input.accountType,
        accountHolder: input.accountHolder,
        firstDraw,
        fundsSummary: summary as unknown as Record<string, unknown>,
        createdBy: ctx.actor,
        createdAt: now,
      })
      .onConflictDoNothing({ target: disbursementInstructions.applicationId })
      .returning();
    if (!made) {
      const winner = await instructionOf(tx, locked.id);
      if (!winner)
        throw new ApplicationError("CONFLICT", "Submit again: we couldn’t save your instructions just now.");
      return answerFor(winner, input.idempotencyKey);
    }
    await deps.audit(tx, {
      actor: ctx.actor,
      action: "disbursement.instructed",
      subject: `application:${locked.id}`,
      details: {
        instructionId: made.id,
        product: summary.product,
        accountType: made.accountType,
        firstDraw,
        toYourAccount: summary.toYourAccount,
        cashToClose: summary.cashToClose,
      },
      address: ctx.address,
    });
    return answerFor(made, input.idempotencyKey);
  });
}
