import { z } from "zod";
import { ASSET_ACCOUNT_TYPES } from "@/domain/application/assets";
import {
  ADDED_LIABILITY_TYPES,
  DEBTORS,
  LIABILITY_ACTIONS,
  OMIT_REASONS,
} from "@/domain/application/liability-decisions";
import { PROPERTY_STATUSES } from "@/domain/application/real-estate-owned";

/**
 * What application.realEstate.* and application.debtConsolidation.* answer: only what the screens
 * show (STYLE.md), an account's number as its last four digits at most.
 */

const propertyUse = z.enum(["primaryResidence", "secondHome", "investment"]);
const address = z.object({
  line1: z.string(),
  line2: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const realEstateViewOutput = z.object({
  version: z.number().int(),
  product: z.enum(["heloc", "mortgage"]),
  prefilled: z.boolean(),
  answers: z.object({
    properties: z.array(
      z.object({
        propertyId: z.string(),
        fromCreditReport: z.boolean(),
        address: address.nullable(),
        status: z.enum(PROPERTY_STATUSES),
        use: propertyUse.nullable(),
        value: z.number().nullable(),
        mortgages: z.array(
          z.object({ creditor: z.string(), balance: z.number(), monthlyPayment: z.number().nullable() }),
        ),
        rentalUnits: z.number(),
        annualRentalIncome: z.number(),
      }),
    ),
    assets: z.array(
      z.object({
        accountId: z.string(),
        institution: z.string(),
        accountType: z.enum(ASSET_ACCOUNT_TYPES),
        balance: z.number(),
        accountNumberLastFour: z.string().regex(/^\d{4}$/),
      }),
    ),
  }),
});

export const stepSavedOutput = z.object({
  version: z.number().int(),
  next: z.string(),
  notices: z.array(z.string()),
});

const offerFiguresOutput = z
  .object({
    product: z.enum(["heloc", "mortgage"]),
    line: z.number(),
    payoffTotal: z.number(),
    cashLeft: z.number().nullable(),
    payoffExceedsLine: z.boolean(),
  })
  .nullable();

const escrowOutput = z.object({
  taxIncludedInMonthlyPayment: z.boolean(),
  insuranceIncludedInMonthlyPayment: z.boolean(),
  monthlyTaxPayment: z.number(),
  monthlyInsurancePayment: z.number(),
});

export const debtConsolidationViewOutput = z.object({
  version: z.number().int(),
  hasCoborrower: z.boolean(),
  debts: z.array(
    z.object({
      id: z.string(),
      creditor: z.string(),
      balance: z.number(),
      monthlyPayment: z.number().nullable(),
      dateOpened: z.string().nullable(),
      hiCredit: z.number().nullable(),
      type: z.string().nullable(),
      debtor: z.enum(DEBTORS),
      isMortgage: z.boolean(),
      onThisHome: z.boolean(),
      propertyId: z.string().nullable(),
      excludedFromPayoff: z.boolean(),
    }),
  ),
  answers: z.object({
    decisions: z.array(
      z.object({
        id: z.string(),
        action: z.enum(LIABILITY_ACTIONS),
        omitReason: z.enum(OMIT_REASONS).optional(),
        omitNote: z.string().optional(),
        escrow: escrowOutput.optional(),
      }),
    ),
    added: z.array(
      z.object({
        creditor: z.string(),
        type: z.enum(ADDED_LIABILITY_TYPES),
        balance: z.number(),
        monthlyPayment: z.number(),
        debtor: z.enum(DEBTORS),
        toBePaidOff: z.boolean(),
      }),
    ),
  }),
  offer: offerFiguresOutput,
});

export const debtConsolidationSavedOutput = stepSavedOutput.extend({ offer: offerFiguresOutput });
