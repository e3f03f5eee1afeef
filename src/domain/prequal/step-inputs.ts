import { z } from "zod";
import { PROPERTY_TYPE_PICKER, PROPERTY_USES } from "../enums/property";
import { parseDateInput } from "../format/date";
import {
  emailInput,
  firstNameInput,
  inputFromParser,
  lastNameInput,
  phoneInput,
  ssnInput,
  usStateInput,
  zipInput,
} from "../format/inputs";
import { parsed, rejected } from "../format/parse-result";
import { US_STATES } from "../format/us-states";
import { stateOfZip } from "../format/zip-state";
import { amountInput, choiceInput, required, textLineInput, yesNoInput } from "./field-inputs";

/**
 * The prequalification questions, one schema per screen (spec §2 step lists). Each takes the
 * strings a form holds and gives typed answers; the form (zodResolver) and the server (the tRPC
 * input) use the same schema, so both refuse the same input with the same sentence.
 */

const propertyTypes = PROPERTY_TYPE_PICKER.map((t) => t.value) as [
  (typeof PROPERTY_TYPE_PICKER)[number]["value"],
  ...(typeof PROPERTY_TYPE_PICKER)[number]["value"][],
];
const propertyUses = PROPERTY_USES.map((u) => u.value) as [
  (typeof PROPERTY_USES)[number]["value"],
  ...(typeof PROPERTY_USES)[number]["value"][],
];

export const propertyUseInput = choiceInput(propertyUses, "Choose how you use this home");

/** Spec §3: units 1 to 5+, where 5 stands for five or more. */
const unitsInput = z.preprocess(
  (value) => (typeof value === "string" && value !== "" ? Number(value) : value),
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
    error: "Choose how many units the building has",
  }),
);

export const buildingTypeInput = z.object({
  propertyType: choiceInput(propertyTypes, "Choose the kind of home"),
  units: unitsInput,
  propertyUse: propertyUseInput,
});

export const propertyAddressInput = z
  .object({
    line1: required(textLineInput("street address")),
    line2: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      textLineInput("unit or apartment").optional(),
    ),
    city: required(textLineInput("city", 60)),
    state: required(usStateInput),
    zip: required(zipInput),
  })
  .superRefine((address, ctx) => {
    // The licensing check reads the state: a ZIP code of another state means one of them is wrong.
    const zipState = stateOfZip(address.zip);
    if (zipState && zipState !== address.state)
      ctx.addIssue({
        code: "custom",
        path: ["zip"],
        message: `This ZIP code is in ${stateName(zipState)}, not ${stateName(address.state)}. Check the state or the ZIP code`,
      });
  });
const stateName = (code: string) => US_STATES.find((s) => s.code === code)?.name ?? code;

export type PropertyAddress = z.infer<typeof propertyAddressInput>;

export const addressInput = z.object({
  address: propertyAddressInput,
  estimatedValue: required(amountInput("what you think the home is worth", { min: 10_000, max: 50_000_000 })),
});

export const listedForSaleInput = z.object({
  listedForSale: yesNoInput("is the home listed for sale?"),
});

export const PRODUCTS = ["heloc", "mortgage"] as const;
export type Product = (typeof PRODUCTS)[number];
export const MORTGAGE_PURPOSES = ["purchase", "rateTerm", "cashOut"] as const;
export type MortgagePurpose = (typeof MORTGAGE_PURPOSES)[number];

/** new-mortgage: a HELOC by default; a mortgage (purchase or refinance) when asked for. */
export const newMortgageInput = z.discriminatedUnion(
  "product",
  [
    z.object({ product: z.literal("heloc") }),
    z
      .object({
        product: z.literal("mortgage"),
        purpose: choiceInput(MORTGAGE_PURPOSES, "Choose what the mortgage is for"),
        /** Purchase: the price; refinance: ignored. */
        purchasePrice: amountInput("the purchase price", { min: 10_000, max: 50_000_000 }).optional(),
        downPayment: amountInput("the down payment", { max: 50_000_000 }).optional(),
        cashOutAmount: amountInput("the cash you want to take out", { max: 5_000_000 }).optional(),
      })
      .superRefine((value, ctx) => {
        if (value.purpose === "purchase" && value.purchasePrice === undefined)
          ctx.addIssue({ code: "custom", path: ["purchasePrice"], message: "Enter the purchase price" });
        if (value.purpose === "purchase" && value.downPayment === undefined)
          ctx.addIssue({ code: "custom", path: ["downPayment"], message: "Enter the down payment" });
        if (value.purpose === "purchase" && (value.downPayment ?? 0) >= (value.purchasePrice ?? Infinity))
          ctx.addIssue({
            code: "custom",
            path: ["downPayment"],
            message: "The down payment must be less than the price",
          });
        if (value.purpose === "cashOut" && !value.cashOutAmount)
          ctx.addIssue({
            code: "custom",
            path: ["cashOutAmount"],
            message: "Enter how much cash you want to take out",
          });
      }),
  ],
  { error: "Choose a home equity line or a mortgage" },
);

/** Disqualifying issues (spec §4 prequalDerogatory), with the look-back periods asked about. */
export const derogatoryInput = z.object({
  bankruptcy: yesNoInput("a bankruptcy in the last 4 years?"),
  foreclosure: yesNoInput("a foreclosure in the last 7 years?"),
  shortSale: yesNoInput("a short sale or deed-in-lieu in the last 4 years?"),
});

/** A date of birth typed MM/DD/YYYY, of a person 18 or older (no one is 120). */
export const dateOfBirthInput = inputFromParser((value: string) => {
  const date = parseDateInput(value);
  if (!date.ok) return date;
  const today = new Date();
  const age =
    today.getUTCFullYear() -
    date.value.getUTCFullYear() -
    (today.getUTCMonth() * 100 + today.getUTCDate() < date.value.getUTCMonth() * 100 + date.value.getUTCDate()
      ? 1
      : 0);
  if (age < 18) return rejected("You must be 18 or older to apply");
  if (age > 120) return rejected("Check the year of birth");
  return parsed(date.value);
});

const annualIncomeInput = required(amountInput("your yearly income before taxes", { max: 100_000_000 }));

/** A soft pull needs the person's consent, in words that say it does not affect their score (FCRA). */
const softPullConsentInput = z.literal(true, {
  error: "Tick the box to let us check your credit. It does not affect your credit score",
});

/** The person whose credit is checked: who they are, what they earn, and their consent. */
export const creditPersonInput = z.object({
  firstName: required(firstNameInput),
  lastName: required(lastNameInput),
  dateOfBirth: required(dateOfBirthInput),
  ssn: required(ssnInput),
  annualIncome: annualIncomeInput,
  consent: softPullConsentInput,
});
export type CreditPerson = z.infer<typeof creditPersonInput>;

/** credit (new flow): the borrower, how to reach them (this creates the account) and a coborrower or not. */
export const creditInput = creditPersonInput.extend({
  email: required(emailInput),
  phone: required(phoneInput),
  withCoborrower: yesNoInput("is someone applying with you?"),
});

/** coborrower: the second person; they consent to their own soft pull. */
export const coborrowerInput = creditPersonInput.extend({
  email: z.preprocess((v) => (v === "" || v === null ? undefined : v), emailInput.optional()),
});

/** mortgage-select / mortgage-balance: which mortgages on the credit report are liens on this home. */
export const mortgageSelectInput = z.object({
  mortgageIds: z.array(z.string().max(64)).max(20),
});

/** debts: the debts to pay off at closing from the line. */
export const debtsInput = z.object({
  payoffLiabilityIds: z.array(z.string().max(64)).max(50),
});

/** preview-offer: the first draw chosen among the offer's amounts. */
export const chooseDrawInput = z.object({
  draw: z.number().int().positive(),
});

// ---- The old flow's own questions (spec §2 /app/initial-setup, landing versions A and B) ----

export const nameInput = z.object({ firstName: required(firstNameInput), lastName: required(lastNameInput) });
export const contactInput = z.object({ email: required(emailInput), phone: required(phoneInput) });
export const propertyValueInput = z.object({
  estimatedValue: required(amountInput("what you think the home is worth", { min: 10_000, max: 50_000_000 })),
});
export const mortgageEstimateInput = z.object({
  mortgageBalanceEstimate: required(amountInput("what you owe on the home", { max: 50_000_000 })),
});
/** has-fbm: whether there is a first mortgage to keep (a HELOC leaves it alone; no means a refinance). */
export const hasFbmInput = z.object({
  keepsFirstMortgage: yesNoInput("do you want to keep your first mortgage?"),
});
export const isSelfEmployedInput = z.object({ selfEmployed: yesNoInput("are you self-employed?") });
export const CREDIT_RANGES = ["excellent", "good", "fair", "poor"] as const;
export const creditRangeInput = z.object({
  creditRange: choiceInput(CREDIT_RANGES, "Choose your credit range"),
});
export const creditIncomeInput = z.object({ annualIncome: annualIncomeInput });
export const zipOnlyInput = z.object({ zip: required(zipInput) });
export const propertyUsageInput = z.object({ propertyUse: propertyUseInput });
/** credit-score (old flow): the home's street address, and the borrower's details for the soft pull. */
export const creditScoreInput = z.object({
  line1: required(textLineInput("street address")),
  city: required(textLineInput("city", 60)),
  dateOfBirth: required(dateOfBirthInput),
  ssn: required(ssnInput),
  consent: softPullConsentInput,
});
export const coborrowerChoiceInput = z.discriminatedUnion("withCoborrower", [
  z.object({ withCoborrower: z.literal(false) }),
  coborrowerInput.extend({ withCoborrower: z.literal(true) }),
]);
