import { z } from "zod";
import { parseBankAccountNumber } from "../format/bank-account-number";
import { bankAccountNumberInput, routingNumberInput } from "../format/inputs";
import { formatMoney } from "../format/money";
import { amountInput, choiceInput, required, textLineInput } from "../prequal/field-inputs";

/** The kinds of deposit account the funds can go to (an ACH credit names one of the two). */
export const ACCOUNT_TYPES = ["checking", "savings"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const blankIsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** The fields of the loan-disbursement screen (issue 11): the first draw (a HELOC's) and the bank account. */
const fields = {
  firstDraw: z.preprocess(blankIsUndefined, amountInput("your first draw", { max: 100_000_000 }).optional()),
  routingNumber: required(routingNumberInput),
  accountNumber: required(bankAccountNumberInput),
  accountNumberAgain: z.preprocess((value) => value ?? "", z.string().max(40)),
  accountType: choiceInput(ACCOUNT_TYPES, "Choose checking or savings"),
  accountHolder: required(textLineInput("name on the account", 120)),
};

export const ACCOUNT_NUMBERS_DIFFER =
  "The two account numbers don't match. Type the account number again, digit by digit";

/** The account number typed twice must be the same digits: a typo would send the money elsewhere. */
function sameAccountNumberTwice(
  value: { accountNumber: string; accountNumberAgain: string },
  ctx: z.RefinementCtx,
) {
  const again = parseBankAccountNumber(value.accountNumberAgain);
  if (!again.ok || again.value !== value.accountNumber)
    ctx.addIssue({ code: "custom", path: ["accountNumberAgain"], message: ACCOUNT_NUMBERS_DIFFER });
}

/**
 * A rule across fields runs once the fields it reads are valid, even when others are not, so the
 * screen shows every problem in one round (zod skips it by default while any field has an issue).
 */
const onceValid = (...keys: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((i) => keys.includes(String(i.path?.[0]))),
});

/** What the form submits; the screen's schema (`disbursementFormFor`) adds the draw's limits. */
export const disbursementFormInput = z
  .object(fields)
  .superRefine(sameAccountNumberTwice, onceValid("accountNumber", "accountNumberAgain"));

/**
 * disbursement.submit: the form and the key the browser made once for it, so a double click, a
 * retry after a timeout or a second tab create one instruction (decision 042).
 */
export const disbursementInput = z
  .object({
    ...fields,
    idempotencyKey: z.uuid({ message: "Reload the page and submit again" }),
  })
  .superRefine(sameAccountNumberTwice, onceValid("accountNumber", "accountNumberAgain"));

export type DisbursementForm = z.input<typeof disbursementFormInput>;
export type DisbursementInput = z.output<typeof disbursementInput>;

/** The limits of a HELOC's first draw: at most the line, at least what closing pays from it. */
export type DrawLimits = { line: number; leastDraw: number };

/**
 * Decision 042: a HELOC's first draw is within the line and at least the payoffs and the
 * origination fee closing pays from it; the rest of the line stays available. A mortgage has no draw.
 */
export function drawProblem(limits: DrawLimits | null, firstDraw: number | undefined): string | null {
  if (!limits) return null;
  if (firstDraw === undefined) return "Enter how much to draw at closing";
  if (firstDraw > limits.line) return `Draw at most your line of ${formatMoney(limits.line)}`;
  if (firstDraw < limits.leastDraw)
    return `Draw at least ${formatMoney(limits.leastDraw)}: closing pays your chosen debts and the origination fee from it`;
  return null;
}

/** The form's schema with the draw's limits, so the screen refuses what the server refuses. */
export function disbursementFormFor(limits: DrawLimits | null) {
  return disbursementFormInput.superRefine((value, ctx) => {
    const problem = drawProblem(limits, value.firstDraw);
    if (problem) ctx.addIssue({ code: "custom", path: ["firstDraw"], message: problem });
  }, onceValid("firstDraw"));
}
