import type { Browser } from "./auth-client";
import { HOME } from "./prequal-journeys";

/**
 * Step 1 and step 2 as their screens send them (the forms' strings), for the integration tests and
 * the authorization matrix. The SSN and birth date are left out: the credit step's stand (decision 027).
 */
export function personalInfoAnswers(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ann",
    middleName: "",
    lastName: "Lee",
    suffix: "",
    ssn: "",
    dateOfBirth: "",
    citizenship: "usCitizen",
    maritalStatus: "married",
    dependantCount: "1",
    dependantAges: "6",
    phone: "(302) 555-0100",
    currentResidence: {
      address: { ...HOME, line2: "" },
      years: "6",
      months: "3",
      housing: "own",
      monthlyRent: "",
    },
    formerResidence: {
      address: { line1: "", line2: "", city: "", state: "", zip: "" },
      years: "",
      months: "",
    },
    militaryStatus: "none",
    ...overrides,
  };
}

export function subjectPropertyAnswers(overrides: Record<string, unknown> = {}) {
  return {
    product: "heloc",
    address: { ...HOME, line2: "" },
    propertyUse: "primaryResidence",
    propertyType: "singleFamily",
    units: "1",
    estimatedValue: "$500,000",
    titleNames: "Ann Lee",
    titleManner: "soleOwnership",
    isInTrust: false,
    hoaMonthlyFees: "$0",
    annualPropertyTaxes: "$4,800",
    annualHomeownersInsurance: "$1,200",
    ...overrides,
  };
}

/** Saves step 1 for the borrower at the version the screen would load; answers what the save did. */
export async function completePersonalInfo(browser: Browser, overrides: Record<string, unknown> = {}) {
  const { version } = await browser.trpc.application.personalInfo.get.query({ who: "borrower" });
  return browser.trpc.application.personalInfo.save.mutate({
    who: "borrower",
    version,
    answers: personalInfoAnswers(overrides),
  });
}
