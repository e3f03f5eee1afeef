import { z } from "zod";
import { parseEmail } from "../format/email";
import { inputFromParser } from "../format/inputs";
import type { ParseResult } from "../format/parse-result";
import { parsePersonName } from "../format/person-name";
import { parsePhone } from "../format/phone";
import { parseZip } from "../format/zip";
import { amountInput, required } from "../prequal/field-inputs";

/**
 * The applicant's own parsers, their sentences turned to the partner who types someone else's
 * details: "Enter your first name" becomes "Enter their first name".
 */
function aboutThem<T>(parse: (text: string) => ParseResult<T>) {
  return inputFromParser((text: string): ParseResult<T> => {
    const result = parse(text);
    return result.ok ? result : { ok: false, reason: result.reason.replace(/\byour\b/g, "their") };
  });
}

const firstNameInput = aboutThem((name) => parsePersonName(name, "first"));
const lastNameInput = aboutThem((name) => parsePersonName(name, "last"));
const emailInput = aboutThem(parseEmail);
const phoneInput = aboutThem(parsePhone);
const zipInput = aboutThem(parseZip);

/** An optional field: left empty (blank or null), it is absent; typed, it must be right. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    schema.optional(),
  );

/** The largest home value or mortgage balance a partner can pass on (a typo guard, not a policy). */
export const REFERRAL_AMOUNT_MAX = 50_000_000;

/**
 * What a partner knows about the person it refers (an MCR lead, decision 020), prefilled on their
 * first screen: `referrals.create` takes it and the portal's referral form validates with it.
 * Phone, ZIP and the two amounts are optional; money is read from "$250,000" as the field shows it.
 */
export const referralInput = z.object({
  firstName: required(firstNameInput),
  lastName: required(lastNameInput),
  email: required(emailInput),
  phone: optional(phoneInput),
  zip: optional(zipInput),
  estimatedValue: optional(amountInput("the home's value", { max: REFERRAL_AMOUNT_MAX })),
  mortgageBalanceEstimate: optional(amountInput("the mortgage balance", { max: REFERRAL_AMOUNT_MAX })),
});
export type ReferralInput = z.infer<typeof referralInput>;

/** The referral form's fields as people type them (strings; the optional ones may stay empty). */
export type ReferralFields = Record<keyof ReferralInput, string>;
export const REFERRAL_FIELDS = Object.keys(referralInput.shape) as (keyof ReferralInput)[];
