import { z } from "zod";
import {
  CITIZENSHIPS,
  LANGUAGE_PREFERENCES,
  MARITAL_STATUSES,
  MILITARY_STATUSES,
  NAME_SUFFIXES,
} from "../enums/borrower";
import { firstNameInput, inputFromParser, lastNameInput, phoneInput, ssnInput } from "../format/inputs";
import { rejected } from "../format/parse-result";
import { parsePersonName } from "../format/person-name";
import { choiceInput, required } from "../prequal/field-inputs";
import { dateOfBirthInput, propertyAddressInput } from "../prequal/step-inputs";
import {
  monthlyAmountInput,
  monthsAtAddressInput,
  monthsOfStay,
  optional,
  wholeNumberInput,
  yearsAtAddressInput,
} from "./residence-inputs";

/**
 * Application step 1, Personal information (Form 1003 section 1a, and section 7 for military
 * service), one borrower at a time. The form and the server read the same strings with this schema.
 */

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as readonly [T[number]["value"], ...T[number]["value"][]];

/** Form 1003 asks for two years of addresses: under 24 months at the current one needs the former one. */
export const MONTHS_OF_ADDRESS_HISTORY = 24;

export const HOUSING = ["own", "rent", "noPrimaryHousingExpense"] as const;
export type Housing = (typeof HOUSING)[number];

const middleNameInput = inputFromParser((value: string) => {
  const name = parsePersonName(value, "first");
  return name.ok ? name : rejected(name.reason.replace("first name", "middle name"));
});

/** Ages typed as "4, 7" (or given as numbers), one for each dependant. */
const dependantAgesInput = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(/[,;\s]+/)
          .filter((part) => part !== "")
          .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN))
      : (value ?? []),
  z
    .array(
      z
        .number({ error: "Enter each age as a whole number, separated by commas, like 4, 7" })
        .int({ error: "Enter each age as a whole number, separated by commas, like 4, 7" })
        .min(0, { error: "Enter each age as a whole number, separated by commas, like 4, 7" })
        .max(99, { error: "Check the ages: each is a number of years under 100" }),
      { error: "Enter each age as a whole number, separated by commas, like 4, 7" },
    )
    // As many as dependants can be (20): a longer list is refused before it is read further.
    .max(20, { error: "Enter one age for each dependent" }),
);

const residenceFields = {
  address: propertyAddressInput,
  years: yearsAtAddressInput,
  months: monthsAtAddressInput,
};

const currentResidenceInput = z
  .object({
    ...residenceFields,
    housing: choiceInput(HOUSING, "Choose whether you own, rent, or have no housing expense"),
    monthlyRent: optional(monthlyAmountInput("your monthly rent")),
  })
  .superRefine((residence, ctx) => {
    if (residence.housing === "rent" && residence.monthlyRent === undefined)
      ctx.addIssue({ code: "custom", path: ["monthlyRent"], message: "Enter your monthly rent" });
  });

const formerResidenceInput = z.object(residenceFields);

type RawResidence =
  | { years?: unknown; months?: unknown; housing?: unknown; monthlyRent?: unknown }
  | undefined;
type RawPersonalInfo = { currentResidence?: RawResidence; formerResidence?: unknown } & Record<
  string,
  unknown
>;

/** Answers that no longer apply are dropped before they are read: a former address after 2 years, rent for an owner. */
function dropWhatDoesNotApply(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const info = { ...(raw as RawPersonalInfo) };
  const current = info.currentResidence;
  if (current && typeof current === "object") {
    if (current.housing !== "rent") info.currentResidence = { ...current, monthlyRent: undefined };
    if (monthsOfStay(current.years, current.months) >= MONTHS_OF_ADDRESS_HISTORY)
      info.formerResidence = undefined;
  }
  if (isBlankResidence(info.formerResidence)) info.formerResidence = undefined;
  if (info.dependantCount === "0" || info.dependantCount === 0) info.dependantAges = [];
  return info;
}

/** A former address whose every field is empty was not given (the form keeps the empty fields). */
function isBlankResidence(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== "object") return false;
  const { address, years, months } = value as {
    address?: Record<string, unknown>;
    years?: unknown;
    months?: unknown;
  };
  const blank = (v: unknown) => v === undefined || v === null || v === "";
  return blank(years) && blank(months) && Object.values(address ?? {}).every(blank);
}

export const personalInfoInput = z.preprocess(
  dropWhatDoesNotApply,
  z
    .object({
      firstName: required(firstNameInput),
      middleName: optional(middleNameInput),
      lastName: required(lastNameInput),
      suffix: optional(choiceInput(values(NAME_SUFFIXES), "Choose a suffix from the list, or none")),
      /** Left out when the one given for the credit check stands (decision 027). */
      ssn: optional(ssnInput),
      dateOfBirth: optional(dateOfBirthInput),
      citizenship: choiceInput(values(CITIZENSHIPS), "Choose your citizenship"),
      maritalStatus: choiceInput(values(MARITAL_STATUSES), "Choose your marital status"),
      dependantCount: required(
        wholeNumberInput("how many dependents you have (0 if none)", { min: 0, max: 20 }),
      ),
      dependantAges: dependantAgesInput,
      phone: required(phoneInput),
      currentResidence: currentResidenceInput,
      formerResidence: formerResidenceInput.optional(),
      militaryStatus: choiceInput(values(MILITARY_STATUSES), "Choose your military service status"),
      /** Form 1103; optional, as the form is: a question left unanswered is sent as unanswered. */
      languagePreference: optional(
        choiceInput(values(LANGUAGE_PREFERENCES), "Choose a language, or that you do not wish to respond"),
      ),
    })
    .superRefine((info, ctx) => {
      if (info.dependantAges.length !== info.dependantCount)
        ctx.addIssue({
          code: "custom",
          path: ["dependantAges"],
          message:
            info.dependantCount === 1
              ? "Enter the age of your dependent"
              : `Enter ${info.dependantCount} ages, one for each dependent, separated by commas`,
        });
      const { years, months } = info.currentResidence;
      if (years * 12 + months < MONTHS_OF_ADDRESS_HISTORY && !info.formerResidence)
        ctx.addIssue({
          code: "custom",
          path: ["formerResidence", "address", "line1"],
          message: "You have lived at your current address for less than 2 years: enter your former address",
        });
    }),
);

export type PersonalInfo = z.output<typeof personalInfoInput>;

/** What is kept in clear: everything but the SSN and the date of birth, and the SSN's last four. */
export type PersonalInfoRecord = Omit<PersonalInfo, "ssn" | "dateOfBirth"> & { ssnLastFour?: string };

/** Drops the sensitive values from the answers before they are stored in clear. */
export function personalInfoRecord(info: PersonalInfo, ssnLastFour: string | undefined): PersonalInfoRecord {
  const { ssn: _ssn, dateOfBirth: _dateOfBirth, ...record } = info;
  return ssnLastFour ? { ...record, ssnLastFour } : record;
}
