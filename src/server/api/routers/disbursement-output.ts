import { z } from "zod";
import { ACCOUNT_TYPES } from "@/domain/closing/disbursement-input";

/**
 * What disbursement.* answers (STYLE.md: named outputs). The routing and account numbers only
 * ever leave masked, and the schema itself refuses anything longer than the last four digits.
 */

const fundsRow = z.discriminatedUnion("item", [
  z.object({
    item: z.enum(["line", "firstDraw", "originationFee", "toYourAccount", "availableOnLine"]),
    amount: z.number(),
  }),
  z.object({ item: z.literal("payoff"), creditor: z.string(), amount: z.number(), balance: z.number() }),
  z.object({
    item: z.enum(["loanAmount", "purchasePrice", "paidToCurrentLenders", "cashToClose", "cashOut"]),
    amount: z.number(),
  }),
]);

const product = z.enum(["heloc", "mortgage"]);

export const fundsSummaryOutput = z.object({
  product,
  rows: z.array(fundsRow),
  toYourAccount: z.number(),
  cashToClose: z.number(),
});

export const maskedInstructionOutput = z.object({
  routingNumber: z.string().regex(/^\*{5}\d{4}$/),
  accountNumber: z.string().regex(/^\*{4}\d{4}$/),
  accountType: z.enum(ACCOUNT_TYPES),
  accountHolder: z.string(),
  firstDraw: z.number().nullable(),
  fundsSummary: fundsSummaryOutput,
  createdAt: z.date(),
});

export const disbursementViewOutput = z.object({
  product,
  suggestedAccountHolder: z.string().max(200),
  heloc: z
    .object({
      line: z.number(),
      originationFee: z.number(),
      leastDraw: z.number(),
      suggestedDraw: z.number(),
      payoffs: z.array(z.object({ creditor: z.string(), balance: z.number() })),
    })
    .nullable(),
  fundsSummary: fundsSummaryOutput,
  instruction: maskedInstructionOutput.nullable(),
  next: z.string().nullable(),
});

export const disbursementSubmitOutput = z.object({
  instruction: maskedInstructionOutput,
  alreadySaved: z.boolean(),
  notice: z.string().nullable(),
  next: z.string().nullable(),
});
