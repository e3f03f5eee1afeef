import { z } from "zod";
import { APPLICATION_STEPS, type ApplicationStepKey } from "@/domain/application/application-steps";
import { DECISION_OUTCOMES } from "@/domain/decisions/automated-decision";
import { LENDING_SYSTEMS, PRODUCT_NAMES } from "@/server/db/applications-schema";
import { applicantDocumentsOutput } from "./portal-pipeline-output";
import { submissionStatusOutput } from "./submission";

/**
 * What portal.loanFile.get answers (decision 084): only what the loan file shows. The SSNs and
 * account numbers are masked to their last four; the full number is revealNumber's alone.
 */
const stepKeys = APPLICATION_STEPS.map((s) => s.key) as [ApplicationStepKey, ...ApplicationStepKey[]];
const quote = z.discriminatedUnion("product", [
  z.object({
    product: z.literal("heloc"),
    lineAmount: z.number(),
    rate: z.number(),
    apr: z.number(),
    drawYears: z.number(),
    repaymentYears: z.number(),
    originationFee: z.number(),
  }),
  z.object({
    product: z.literal("mortgage"),
    offers: z.array(
      z.object({
        productId: z.string(),
        label: z.string(),
        loanAmount: z.number(),
        rate: z.number(),
        apr: z.number(),
        monthlyPayment: z.number(),
        originationFee: z.number(),
      }),
    ),
  }),
]);

const derivation = submissionStatusOutput.shape.derivation.unwrap();
const { checklist, conditions } = applicantDocumentsOutput.shape;

export const loanFileOutput = z.object({
  applicant: z.object({
    applicationId: z.string().uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    product: z.enum(PRODUCT_NAMES),
    stage: z.string(),
    organisationName: z.string().nullable(),
    startedAt: z.date(),
    completedAt: z.date().nullable(),
    lendingSystem: z.enum(LENDING_SYSTEMS),
  }),
  application: z.object({
    groups: z.array(
      z.object({
        step: z.enum(stepKeys),
        who: z.enum(["borrower", "coborrower", "application"]),
        title: z.string(),
        rows: z.array(z.object({ label: z.string(), value: z.string() })),
      }),
    ),
    unfinished: z.string().nullable(),
  }),
  credit: z
    .object({
      bureau: z.string(),
      reportId: z.string(),
      pulledOn: z.string(),
      representativeScore: z.number().nullable(),
      borrowers: z.array(
        z.object({
          who: z.enum(["borrower", "coborrower"]),
          representativeScore: z.number().nullable(),
          scores: z.array(z.object({ bureau: z.string(), score: z.number() })),
          keyFactors: z.array(z.string()),
        }),
      ),
      accounts: z.array(
        z.object({ type: z.string(), count: z.number(), balance: z.number(), monthlyPayment: z.number() }),
      ),
      latePayments: z.number(),
    })
    .nullable(),
  figures: z
    .object({
      value: z.object({ amount: z.number(), source: z.string() }).nullable(),
      loanToValue: z.object({ label: z.enum(["CLTV", "LTV"]), ratio: z.number() }).nullable(),
      debtToIncome: z.number().nullable(),
      from: z.enum(["decision", "offer"]),
    })
    .nullable(),
  offer: z
    .object({
      eligible: z.boolean(),
      rateSheetVersion: z.number().int(),
      pricedAt: z.date(),
      quote: quote.nullable(),
    })
    .nullable(),
  decision: z
    .object({
      outcome: z.enum(DECISION_OUTCOMES),
      decidedBy: z.string(),
      decidedAt: z.date(),
      reasons: z.array(z.string()),
      rateSheetVersion: z.number().int(),
      derivation,
    })
    .nullable(),
  documents: checklist,
  conditions,
  numbers: z.array(z.object({ key: z.string(), label: z.string(), masked: z.string() })),
  timeline: z.array(z.object({ id: z.string(), at: z.date(), who: z.string(), what: z.string() })),
  may: z.object({
    revealNumbers: z.boolean(),
    manageDocuments: z.boolean(),
    manageConditions: z.boolean(),
    reviewConditions: z.boolean(),
  }),
});

export const revealNumberOutput = z.object({ number: z.string(), value: z.string() });
