import { z } from "zod";
import { PROPERTY_TYPE_PICKER, PROPERTY_USES } from "../enums/property";
import { addressOutput } from "./personal-info-output";
import {
  DOWN_PAYMENT_SOURCES,
  GIFT_KINDS,
  GIFT_SOURCES,
  REFINANCE_PURPOSES,
  TITLE_MANNERS,
} from "./subject-property";

/** What `application.subjectProperty.get` may answer: the product, the saved answers, the prequal's. */

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as readonly [T[number]["value"], ...T[number]["value"][]];

const units = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

const property = {
  address: addressOutput,
  propertyUse: z.enum(values(PROPERTY_USES)),
  propertyType: z.enum(values(PROPERTY_TYPE_PICKER)),
  units,
  estimatedValue: z.number(),
  titleNames: z.string(),
  titleManner: z.enum(TITLE_MANNERS),
  isInTrust: z.boolean(),
  hoaMonthlyFees: z.number(),
  annualPropertyTaxes: z.number(),
  annualHomeownersInsurance: z.number(),
};

const transactionOutput = z.discriminatedUnion("purpose", [
  z.object({
    purpose: z.literal("purchase"),
    purchasePrice: z.number(),
    downPayment: z.number(),
    downPaymentSource: z.enum(DOWN_PAYMENT_SOURCES),
    gifts: z.array(
      z.object({
        kind: z.enum(GIFT_KINDS),
        source: z.enum(GIFT_SOURCES),
        amount: z.number(),
        deposited: z.boolean(),
      }),
    ),
  }),
  z.object({
    purpose: z.literal("refinance"),
    refinancePurpose: z.enum(REFINANCE_PURPOSES),
    cashOutAmount: z.number().optional(),
  }),
]);

export const subjectPropertyAnswersOutput = z.discriminatedUnion("product", [
  z.object({ product: z.literal("heloc"), ...property }),
  z.object({ product: z.literal("mortgage"), ...property, transaction: transactionOutput }),
]);

export const subjectPropertyViewOutput = z.object({
  version: z.number().int(),
  product: z.enum(["heloc", "mortgage"]),
  answers: subjectPropertyAnswersOutput.nullable(),
  prefill: z.object({
    address: addressOutput.optional(),
    propertyUse: z.string().optional(),
    propertyType: z.string().optional(),
    units: z.number().optional(),
    estimatedValue: z.number().optional(),
    purchase: z
      .object({ purchasePrice: z.number().optional(), downPayment: z.number().optional() })
      .optional(),
    refinance: z
      .object({ refinancePurpose: z.enum(REFINANCE_PURPOSES), cashOutAmount: z.number().optional() })
      .optional(),
  }),
});

export type SubjectPropertyView = z.infer<typeof subjectPropertyViewOutput>;
