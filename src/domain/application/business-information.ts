import { z } from "zod";
import { SELF_OWNED_THRESHOLD_PERCENT } from "../employment/employment";
import { parseDateInput } from "../format/date";
import { einInput, inputFromParser } from "../format/inputs";
import { parsed, rejected } from "../format/parse-result";
import { amountInput, choiceInput, required, textLineInput } from "../prequal/field-inputs";

/**
 * business-information (spec §2): for a borrower who owns 25% or more of a current business
 * (spec §5), the business as Form 1003 section 1b and the lender's underwriter want it.
 */
export const BUSINESS_TYPES = [
  { value: "soleProprietorship", label: "Sole proprietorship" },
  { value: "partnership", label: "Partnership" },
  { value: "sCorporation", label: "S corporation" },
  { value: "cCorporation", label: "C corporation" },
  { value: "llc", label: "Limited liability company (LLC)" },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]["value"];

const businessTypes = BUSINESS_TYPES.map((t) => t.value) as [BusinessType, ...BusinessType[]];

const shareInput = inputFromParser(
  (value: string | number) => {
    const text = String(value).trim().replace(/\s*%$/, "");
    if (text === "") return rejected("Enter your ownership share, like 50");
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return rejected("Enter your ownership share as a number, like 50");
    const share = Number(text);
    if (share > 100) return rejected("Enter an ownership share of 100% or less");
    if (share < SELF_OWNED_THRESHOLD_PERCENT)
      return rejected(
        "This page is for owners of 25% or more. Under 25%, you are an employee of the business",
      );
    return parsed(share);
  },
  z.union([z.string(), z.number()]),
);

export const businessInformationInput = z.object({
  businessName: required(textLineInput("business's name")),
  businessType: choiceInput(businessTypes, "Choose the kind of business"),
  ein: required(einInput),
  startDate: required(inputFromParser(parseDateInput)),
  ownershipShare: required(shareInput),
  monthlyIncome: required(amountInput("your monthly income from the business", { max: 10_000_000 })),
});
export type BusinessInformation = z.infer<typeof businessInformationInput>;

/** The start date, on the server's clock, cannot be in the future. */
export function businessInformationProblem(info: BusinessInformation, today: Date): string | null {
  return info.startDate > today ? "The business's start date can't be in the future" : null;
}

/** Stored record, read back (dates from JSON). */
export const businessInformationOutput = z.object({
  businessName: z.string(),
  businessType: z.enum(businessTypes),
  ein: z.string(),
  startDate: z.coerce.date(),
  ownershipShare: z.number(),
  monthlyIncome: z.number(),
});

/** Spec §5: the sentence a save answers when business information no longer applies. */
export const BUSINESS_NO_LONGER_APPLIES =
  "You no longer own 25% or more of a current business, so the business information you gave no longer applies and will not be sent with your application.";
