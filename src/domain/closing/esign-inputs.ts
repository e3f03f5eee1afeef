import { z } from "zod";
import { required, textInput } from "../prequal/field-inputs";
import { CONSENT_CODE_ALPHABET, CONSENT_CODE_LENGTH, normaliseConsentCode } from "./consent-code";
import { DISCLOSURE_KINDS } from "./disclosure-documents";

const codePattern = new RegExp(`^[${CONSENT_CODE_ALPHABET}]{${CONSENT_CODE_LENGTH}}$`);

/** esign.consent: the code printed in the access-check PDF. */
export const consentInput = z.object({
  code: z
    .string()
    .max(20)
    .transform(normaliseConsentCode)
    .refine((code) => codePattern.test(code), "Type the 6 letters and numbers printed in the PDF."),
});

/**
 * disclosures.sign: one act of intent for every document delivered (decision 038): the name typed
 * as the signature and the box "I agree to sign electronically" ticked.
 */
export const signInput = z.object({
  signature: required(
    textInput("name you type as your signature", {
      max: 120,
      lines: "one",
      words: { empty: "Type your full name to sign.", tooLong: "Type your full name to sign." },
    }),
  ),
  agree: z.literal(true, { error: "Tick “I agree to sign electronically” to sign." }),
});

/** disclosures.verify: a copy's SHA-256, computed in the browser; no file is uploaded. */
export const verifyInput = z.object({
  document: z.enum(DISCLOSURE_KINDS),
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, "Choose the PDF file to check."),
});

export type ConsentInput = z.infer<typeof consentInput>;
export type SignInput = z.infer<typeof signInput>;
export type VerifyInput = z.infer<typeof verifyInput>;
