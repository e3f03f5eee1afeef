/** Form strings for the application's steps, as a person would type them, for the domain's tests. */

/** The issue messages of a zod result, keyed by the path of the field they stand beside. */
export const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

export const home = { line1: "100 Main Street", line2: "", city: "Wilmington", state: "DE", zip: "19801" };

export function personalInfoForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ann",
    middleName: "",
    lastName: "Lee",
    suffix: "",
    ssn: "",
    dateOfBirth: "",
    citizenship: "usCitizen",
    maritalStatus: "married",
    dependantCount: "2",
    dependantAges: "4, 7",
    phone: "(302) 555-0100",
    currentResidence: { address: home, years: "5", months: "0", housing: "own", monthlyRent: "" },
    formerResidence: {
      address: { line1: "", line2: "", city: "", state: "", zip: "" },
      years: "",
      months: "",
    },
    militaryStatus: "none",
    ...overrides,
  };
}

export function subjectPropertyForm(overrides: Record<string, unknown> = {}) {
  return {
    product: "heloc",
    address: home,
    propertyUse: "primaryResidence",
    propertyType: "singleFamily",
    units: "1",
    estimatedValue: "$650,000",
    titleNames: "Ann Lee and Bo Lee",
    titleManner: "jointWithSpouse",
    isInTrust: "no",
    hoaMonthlyFees: "$0",
    annualPropertyTaxes: "$4,800",
    annualHomeownersInsurance: "$1,200",
    ...overrides,
  };
}

export const purchaseForm = (overrides: Record<string, unknown> = {}) => ({
  purpose: "purchase",
  purchasePrice: "$500,000",
  downPayment: "$100,000",
  downPaymentSource: "checkingSavings",
  gifts: [],
  ...overrides,
});

/** The declarations every applicant is asked (Form 1003 section 5), each answered no. */
export const noToEveryDeclaration = {
  hasBorrowedThirdPartyMoney: false,
  wantsAnotherMortgage: false,
  wantsAnotherLoan: false,
  isPropertySubjectToLien: false,
  isGuarantorOrCosigor: false,
  hasOustandingJudgements: false,
  hasFederalDebt: false,
  isPartyToLawsuit: false,
  hasConveyedForeclosure: false,
  doneShortSale: false,
  hasForeclosure: false,
  hasBankruptcy: false,
};

/** Declarations as step 7's form sends them: every question no but living in the home, which asks the ownership question. */
export const declarationsForm = {
  hasIntentToOccupy: true,
  onwershipInterest: false,
  ...noToEveryDeclaration,
};
