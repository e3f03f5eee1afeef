import { z } from "zod";
import { type CreditReport, isCountableMortgage } from "../debts/credit-report";
import { liabilityBalanceInput } from "../format/inputs";
import type { PostalAddress } from "../ports/person";
import { amountInput, choiceInput, required, textLineInput } from "../prequal/field-inputs";
import { propertyAddressInput, propertyUseInput } from "../prequal/step-inputs";
import { assetAccountInput, assetsProblem, MAX_ASSET_ACCOUNTS } from "./assets";

/**
 * Form 1003 section 3 "Financial Information – Real Estate": every property the applicants own
 * besides the one this loan is for, prefilled from the credit report's property ownership records
 * (spec §3) and confirmed or corrected by the applicant.
 */

/** Form 1003 3a "Status": kept, under contract to sell, or already sold. */
export const PROPERTY_STATUSES = ["retained", "pendingSale", "sold"] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const MAX_OWNED_PROPERTIES = 20;
export const MAX_MORTGAGES_PER_PROPERTY = 5;
/** Rental units on one property: a building of more than 4 units is commercial, "5+" covers the rest. */
export const MAX_RENTAL_UNITS = 99;

export const ownedMortgageInput = z.object({
  creditor: required(textLineInput("name of the lender", 80)),
  balance: required(liabilityBalanceInput),
  monthlyPayment: required(amountInput("the monthly payment", { max: 1_000_000 })),
});
export type OwnedMortgage = z.infer<typeof ownedMortgageInput>;

const rentalUnitsInput = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? 0 : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: "Enter how many units are rented, 0 when none" })
    .int("Enter how many units are rented as a whole number")
    .min(0, "Enter how many units are rented, 0 when none")
    .max(MAX_RENTAL_UNITS, `Enter at most ${MAX_RENTAL_UNITS} rented units`),
);

const optionalAmount = (what: string) =>
  z.preprocess((v) => (v === "" || v === null || v === undefined ? 0 : v), amountInput(what));

export const ownedPropertyInput = z
  .object({
    /** The credit report's id for a prefilled property, or the one given when it was first saved. */
    propertyId: z.string().trim().min(1).max(64).optional(),
    address: propertyAddressInput,
    status: choiceInput(
      PROPERTY_STATUSES,
      "Choose whether you keep this property, are selling it or sold it",
    ),
    use: propertyUseInput,
    value: required(amountInput("what the property is worth", { min: 1_000, max: 50_000_000 })),
    mortgages: z
      .array(ownedMortgageInput)
      .max(
        MAX_MORTGAGES_PER_PROPERTY,
        `List at most ${MAX_MORTGAGES_PER_PROPERTY} mortgages on one property`,
      ),
    rentalUnits: rentalUnitsInput,
    annualRentalIncome: optionalAmount("the yearly rent"),
  })
  .superRefine((p, ctx) => {
    // Rent comes from rented units: income with none rented is a typo in one of the two.
    if (p.annualRentalIncome > 0 && p.rentalUnits === 0)
      ctx.addIssue({
        code: "custom",
        path: ["rentalUnits"],
        message: "Enter how many units are rented, since this property earns rent",
      });
  });
export type OwnedProperty = z.infer<typeof ownedPropertyInput>;

/** The step's answers: the properties and, for a mortgage, the accounts (section 2a). */
export const realEstateInput = z
  .object({
    properties: z
      .array(ownedPropertyInput)
      .max(MAX_OWNED_PROPERTIES, `List at most ${MAX_OWNED_PROPERTIES} properties`),
    assets: z
      .array(assetAccountInput)
      .max(MAX_ASSET_ACCOUNTS, `List at most ${MAX_ASSET_ACCOUNTS} accounts`)
      .default([]),
  })
  .superRefine((answers, ctx) => {
    // A person lives in one primary residence; two marked so is a slip on one of them.
    const primaries = answers.properties.flatMap((p, i) => (p.use === "primaryResidence" ? [i] : []));
    for (const i of primaries.slice(1))
      ctx.addIssue({
        code: "custom",
        path: ["properties", i, "use"],
        message: "Only one home can be your primary residence. Choose second home or rental for this one",
      });
    const ids = answers.properties.map((p) => p.propertyId).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({
        code: "custom",
        path: ["properties"],
        message: "A property is listed twice. Remove one",
      });
  });
export type RealEstateAnswers = z.infer<typeof realEstateInput>;

/** The same schema with the product's rule on accounts: what both the form and the server check. */
export function realEstateInputFor(product: "heloc" | "mortgage") {
  return realEstateInput.superRefine((answers, ctx) => {
    const problem = assetsProblem(product, answers.assets.length);
    if (problem) ctx.addIssue({ code: "custom", path: ["assets"], message: problem });
  });
}

/** A property as prefilled from the report: what the bureau does not know is left for the applicant. */
export type OwnedPropertyDraft = {
  propertyId: string;
  address: PostalAddress | null;
  status: PropertyStatus;
  use: OwnedProperty["use"] | null;
  value: number | null;
  mortgages: { creditor: string; balance: number; monthlyPayment: number | null }[];
  rentalUnits: number;
  annualRentalIncome: number;
};

const streetKey = (a: PostalAddress) =>
  `${a.line1.trim().toLowerCase().replace(/\s+/g, " ")}|${a.zip.trim()}`;

/** The same home: the same street line and ZIP code, whatever the case or spacing. */
export function isSameProperty(a: PostalAddress | null | undefined, b: PostalAddress | null | undefined) {
  return Boolean(a && b && streetKey(a) === streetKey(b));
}

/**
 * Spec §3 property ownership -> the step's prefill. The home this loan is for is left out (it is
 * step 2's subject property). A property earning rent is a rental with at least one unit rented
 * (the bureau's record units when it has them); without rent, its use is the applicant's to say.
 * The bureau knows no value. Closed mortgages (no balance, no high credit) are left out (spec §5).
 */
export function realEstateFromCreditReport(
  report: Pick<CreditReport, "propertyOwnership"> | null,
  subject?: PostalAddress | null,
): OwnedPropertyDraft[] {
  if (!report) return [];
  return report.propertyOwnership
    .filter((p) => !isSameProperty(p.property?.address, subject))
    .map((p) => {
      const rent = Math.max(0, Math.round(p.annualRentalIncome ?? 0));
      return {
        propertyId: p.propertyId,
        address: p.property?.address ?? null,
        status: "retained",
        use: rent > 0 ? "investment" : null,
        value: null,
        mortgages: p.mortgages.filter(isCountableMortgage).map((m) => ({
          creditor: m.creditor,
          balance: m.balance,
          monthlyPayment: m.monthlyPayment ?? null,
        })),
        rentalUnits: rent > 0 ? Math.max(1, p.property?.units ?? 1) : 0,
        annualRentalIncome: rent,
      };
    });
}
