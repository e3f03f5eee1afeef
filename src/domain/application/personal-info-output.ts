import { z } from "zod";
import {
  CITIZENSHIPS,
  LANGUAGE_PREFERENCES,
  MARITAL_STATUSES,
  MILITARY_STATUSES,
  NAME_SUFFIXES,
} from "../enums/borrower";
import { HOUSING } from "./personal-info";

/**
 * What `application.personalInfo.get` may answer (STYLE.md: a procedure returning personal data
 * names its output). The saved answers as stored, the SSN masked and whether a birth date is on
 * file — never either value (decision 027); anything else a row holds is dropped.
 */

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as readonly [T[number]["value"], ...T[number]["value"][]];

export const addressOutput = z.object({
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

const stay = { address: addressOutput, years: z.number().int(), months: z.number().int() };

export const personalInfoAnswersOutput = z.object({
  firstName: z.string(),
  middleName: z.string().optional(),
  lastName: z.string(),
  suffix: z.enum(values(NAME_SUFFIXES)).optional(),
  citizenship: z.enum(values(CITIZENSHIPS)),
  maritalStatus: z.enum(values(MARITAL_STATUSES)),
  dependantCount: z.number().int(),
  dependantAges: z.array(z.number().int()),
  phone: z.string(),
  currentResidence: z.object({ ...stay, housing: z.enum(HOUSING), monthlyRent: z.number().optional() }),
  formerResidence: z.object(stay).optional(),
  militaryStatus: z.enum(values(MILITARY_STATUSES)),
  languagePreference: z.enum(values(LANGUAGE_PREFERENCES)).optional(),
  ssnLastFour: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});

export const personalInfoViewOutput = z.object({
  version: z.number().int(),
  answers: personalInfoAnswersOutput.nullable(),
  identity: z.object({
    ssnMasked: z
      .string()
      .regex(/^\*\*\* - \*\* - \d{4}$/)
      .nullable(),
    hasDateOfBirth: z.boolean(),
  }),
  prefill: z.object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    phone: z.string().optional(),
    /** The home being borrowed against, when the person lives in it (their current address). */
    currentAddress: addressOutput.optional(),
  }),
});

export type PersonalInfoView = z.infer<typeof personalInfoViewOutput>;
