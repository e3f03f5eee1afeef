import { z } from "zod";
import type { IncomeSource } from "../income/income-source";
import { INCOME_TYPES, type IncomeType } from "../income/income-types";
import { amountInput, required, textLineInput } from "../prequal/field-inputs";
import { incomeThatApplies } from "./later-answers";

/**
 * other-income (spec §2 "manual income verification", §3 income source): every income besides the
 * jobs of step 4, each with what a lender needs to count it and to ask for its documents (spec §9:
 * 1099s, award letters, rental agreements per unit, tax returns for foreign and capital gains).
 */

/** Employment ("main") is step 4's; every other type of spec §3 is entered here. */
export const OTHER_INCOME_TYPES = INCOME_TYPES.filter((t) => t.value !== "main");
export type OtherIncomeType = Exclude<IncomeType, "main">;

const monthly = (what: string) => required(amountInput(what, { min: 1, max: 10_000_000 }));

const optionalText = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : (value ?? undefined)),
    textLineInput(label).optional(),
  );

const unitsInput = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: "Enter how many units you rent out" })
    .int("Enter a whole number of units")
    .min(1, "Enter at least 1 rented unit")
    .max(100, "Enter at most 100 units"),
);

const PLAIN_TYPES = [
  "pension",
  "annuity",
  "bah",
  "bas",
  "alimony",
  "childSupport",
  "disability",
  "fosterCare",
  "interestAndDividends",
  "socialSecurity",
] as const satisfies readonly OtherIncomeType[];

export const incomeSourceInput = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.enum(PLAIN_TYPES),
      monthlyAmount: monthly("the monthly amount"),
      payer: optionalText("name of who pays it"),
    }),
    z.object({
      type: z.literal("rental"),
      propertyId: z
        .string({ error: "Choose the property the rent comes from" })
        .min(1, "Choose the property the rent comes from"),
      rentalUnits: unitsInput,
      monthlyAmount: monthly("the monthly rent you receive"),
    }),
    z.object({
      type: z.literal("foreign"),
      country: required(textLineInput("country the income comes from", 60)),
      monthlyAmount: monthly("the monthly amount in U.S. dollars"),
    }),
    z.object({
      type: z.literal("capitalGains"),
      assetDescription: required(textLineInput("description of what you sold")),
      monthlyAmount: monthly("the monthly average of the last 2 years"),
    }),
  ],
  { error: "Choose the kind of income" },
);
export type OtherIncomeSource = z.infer<typeof incomeSourceInput>;

export const otherIncomeInput = z.object({
  incomeSources: z.array(incomeSourceInput).max(20, "List at most 20 income sources"),
});
export type OtherIncome = z.infer<typeof otherIncomeInput>;

/** Read back from storage: the same shape, already parsed. */
export const otherIncomeOutput = z.object({
  incomeSources: z
    .array(
      z.object({
        type: z.enum(OTHER_INCOME_TYPES.map((t) => t.value) as [OtherIncomeType, ...OtherIncomeType[]]),
        monthlyAmount: z.number(),
        payer: z.string().optional(),
        propertyId: z.string().optional(),
        rentalUnits: z.number().optional(),
        country: z.string().optional(),
        assetDescription: z.string().optional(),
      }),
    )
    .default([]),
});

/** A property rent can come from: the subject property or another home the applicant owns. */
export type RentalProperty = { propertyId: string; label: string };

/** Rent must come from a property on the application, so its rental agreements can be asked for. */
export function otherIncomeProblems(
  income: OtherIncome,
  properties: readonly RentalProperty[],
): { path: (string | number)[]; message: string }[] {
  const known = new Set(properties.map((p) => p.propertyId));
  return income.incomeSources.flatMap((source, index) =>
    source.type === "rental" && !known.has(source.propertyId)
      ? [
          {
            path: ["incomeSources", index, "propertyId"],
            message: "Choose one of your properties for this rent",
          },
        ]
      : [],
  );
}

/**
 * Spec §3 income sources as the document rules (spec §9) read them. `properties`: those rent can
 * come from now; a rent from a property no longer on the application is left out (decision 037).
 */
export function incomeSourcesOf(
  income: Pick<OtherIncome, "incomeSources">,
  properties: readonly RentalProperty[],
): IncomeSource[] {
  return incomeThatApplies(income, properties).incomeSources.map((source) => ({
    type: source.type,
    otherValue: source.monthlyAmount,
    propertyId: source.type === "rental" ? source.propertyId : null,
    rentalUnits: source.type === "rental" ? source.rentalUnits : null,
  }));
}
