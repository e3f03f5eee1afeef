import { z } from "zod";
import { PROPERTY_TYPE_PICKER } from "../enums/property";
import { amountInput, choiceInput, required, textLineInput, yesNoInput } from "../prequal/field-inputs";
import { buildingTypeInput, propertyAddressInput } from "../prequal/step-inputs";
import { monthlyAmountInput } from "./residence-inputs";

/**
 * Application step 2, Property information (Form 1003 section 4a, 4d and L3), once per application.
 * For a mortgage it also describes the purchase or the refinance; a home-equity line has neither.
 */

/** Form 1003 L3 "Manner in which title will be held", in the words people use. */
export const TITLE_MANNERS = [
  "soleOwnership",
  "jointWithSpouse",
  "jointWithOthers",
  "tenantsInCommon",
  "tenancyByTheEntirety",
  "other",
] as const;
export type TitleManner = (typeof TITLE_MANNERS)[number];

/** Where the down payment comes from (Form 1003 section 2a and 4d). */
export const DOWN_PAYMENT_SOURCES = [
  "checkingSavings",
  "saleOfProperty",
  "retirementFunds",
  "stocksAndBonds",
  "giftFunds",
  "grant",
  "other",
] as const;
export type DownPaymentSource = (typeof DOWN_PAYMENT_SOURCES)[number];

/** Form 1003 section 4d: the asset type and the source of a gift or grant. */
export const GIFT_KINDS = ["cashGift", "giftOfEquity", "grant"] as const;
export const GIFT_SOURCES = [
  "relative",
  "unmarriedPartner",
  "employer",
  "nonprofit",
  "governmentAgency",
  "lender",
  "other",
] as const;

/** A refinance lowers the rate or changes the term, or takes cash out (the prequal's purposes). */
export const REFINANCE_PURPOSES = ["rateTerm", "cashOut"] as const;

export const MAX_GIFTS = 5;

const giftInput = z.object({
  kind: choiceInput(GIFT_KINDS, "Choose whether this is a cash gift, a gift of equity or a grant"),
  source: choiceInput(GIFT_SOURCES, "Choose who gives it"),
  amount: required(amountInput("the amount of the gift or grant", { min: 1, max: 50_000_000 })),
  deposited: yesNoInput("has it been deposited?"),
});
export type Gift = z.output<typeof giftInput>;

const purchaseInput = z
  .object({
    purpose: z.literal("purchase"),
    purchasePrice: required(amountInput("the purchase price", { min: 10_000, max: 50_000_000 })),
    downPayment: required(amountInput("the down payment", { max: 50_000_000 })),
    downPaymentSource: choiceInput(DOWN_PAYMENT_SOURCES, "Choose where the down payment comes from"),
    gifts: z
      .array(giftInput)
      .max(MAX_GIFTS, { error: `List at most ${MAX_GIFTS} gifts or grants` })
      .default([]),
  })
  .superRefine((purchase, ctx) => {
    if (purchase.downPayment >= purchase.purchasePrice)
      ctx.addIssue({
        code: "custom",
        path: ["downPayment"],
        message: "The down payment must be less than the purchase price",
      });
    const giftFunded = purchase.downPaymentSource === "giftFunds" || purchase.downPaymentSource === "grant";
    if (giftFunded && purchase.gifts.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["gifts"],
        message: "Add the gift or grant that pays for the down payment",
      });
  });

const refinanceInput = z
  .object({
    purpose: z.literal("refinance"),
    refinancePurpose: choiceInput(REFINANCE_PURPOSES, "Choose what the refinance is for"),
    cashOutAmount: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      amountInput("the cash you want to take out", { min: 1, max: 5_000_000 }).optional(),
    ),
  })
  .transform((refinance) =>
    // Cash out is only kept for a cash-out refinance; a rate-and-term one takes none.
    refinance.refinancePurpose === "rateTerm" ? { ...refinance, cashOutAmount: undefined } : refinance,
  )
  .superRefine((refinance, ctx) => {
    if (refinance.refinancePurpose === "cashOut" && refinance.cashOutAmount === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["cashOutAmount"],
        message: "Enter how much cash you want to take out",
      });
  });

const propertyTypes = PROPERTY_TYPE_PICKER.map((t) => t.value) as [
  (typeof PROPERTY_TYPE_PICKER)[number]["value"],
  ...(typeof PROPERTY_TYPE_PICKER)[number]["value"][],
];

const propertyFields = {
  address: propertyAddressInput,
  propertyUse: buildingTypeInput.shape.propertyUse,
  propertyType: choiceInput(propertyTypes, "Choose the kind of home"),
  units: buildingTypeInput.shape.units,
  estimatedValue: required(amountInput("what the home is worth", { min: 10_000, max: 50_000_000 })),
  titleNames: required(textLineInput("names on the title", 200)),
  titleManner: choiceInput(TITLE_MANNERS, "Choose how the title is held"),
  isInTrust: yesNoInput("is the home held in a trust?"),
  hoaMonthlyFees: required(monthlyAmountInput("the monthly HOA fees ($0 if none)")),
  annualPropertyTaxes: required(amountInput("the yearly property taxes", { max: 10_000_000 })),
  annualHomeownersInsurance: required(amountInput("the yearly homeowners insurance", { max: 10_000_000 })),
};

/** A form's untouched choice holds ""; a transaction without a purpose asks for one. */
const transactionInput = z.preprocess(
  (value) => value ?? {},
  z.discriminatedUnion("purpose", [purchaseInput, refinanceInput], {
    error: "Choose whether you are buying the home or refinancing it",
  }),
);

export const subjectPropertyInput = z.discriminatedUnion(
  "product",
  [
    z.object({ product: z.literal("heloc"), ...propertyFields }),
    z.object({ product: z.literal("mortgage"), ...propertyFields, transaction: transactionInput }),
  ],
  { error: "Reload the page: we could not tell which loan this is for" },
);

export type SubjectProperty = z.output<typeof subjectPropertyInput>;
export type MortgageTransaction = z.output<typeof transactionInput>;
