import type { EmploymentRecord } from "@/domain/application/employment-record";
import type { LoanFileBorrower, LoanFileInput } from "@/domain/loan-file/loan-file-input";

/** Loan file inputs for the builder's tests and the lending-system bench: a purchase by one borrower, changed by `over`. */
export const HOME = {
  line1: "12 Elm Street",
  line2: "Apt 4",
  city: "Wilmington",
  state: "DE" as const,
  zip: "19801",
};

export function job(over: Partial<EmploymentRecord> = {}): EmploymentRecord {
  return {
    id: "job-1",
    employerName: "Blue Fern Clinics",
    position: "Nurse",
    employerPhone: "(302) 555-0188",
    employerAddress: { line1: "1 Market St", line2: null, city: "Wilmington", state: "DE", zip: "19801" },
    startDate: new Date("2020-03-01T00:00:00Z"),
    endDate: null,
    percentageOwned: null,
    base: 6000,
    overtime: 0,
    bonuses: 500,
    commissions: 0,
    dataSource: "Manual",
    reportId: null,
    pdfUrl: null,
    ...over,
  };
}

export function borrower(over: Partial<LoanFileBorrower> = {}): LoanFileBorrower {
  return {
    who: "borrower",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.test",
    personal: {
      firstName: "Ann",
      lastName: "Lee",
      citizenship: "usCitizen",
      maritalStatus: "married",
      dependantCount: 2,
      dependantAges: [4, 7],
      phone: "(302) 555-0142",
      currentResidence: { address: HOME, years: 1, months: 3, housing: "rent", monthlyRent: 1800 },
      formerResidence: {
        address: { line1: "9 Oak Road", city: HOME.city, state: HOME.state, zip: HOME.zip },
        years: 4,
        months: 0,
      },
      militaryStatus: "reserveOrNationalGuard",
    },
    ssn: "123-45-6789",
    dateOfBirth: "1980-05-17",
    employments: [job()],
    business: null,
    otherIncome: [],
    demographics: null,
    declarations: null,
    languagePreference: "spanish",
    ...over,
  };
}

export function application(over: Partial<LoanFileInput> = {}): LoanFileInput {
  return {
    applicationId: "7d1f7a0e-8a53-4d0e-9b7a-4f5f2d1c9e11",
    receivedOn: new Date("2026-11-20T15:00:00Z"),
    loan: { product: "mortgage", loanAmount: 320_000, rate: 0.065, termYears: 30, adjustable: false },
    subject: {
      product: "mortgage",
      address: HOME,
      propertyUse: "primaryResidence",
      propertyType: "singleFamily",
      units: 1,
      estimatedValue: 400_000,
      titleNames: "Ann Lee",
      titleManner: "soleOwnership",
      isInTrust: false,
      hoaMonthlyFees: 0,
      annualPropertyTaxes: 4800,
      annualHomeownersInsurance: 1200,
      transaction: {
        purpose: "purchase",
        purchasePrice: 400_000,
        downPayment: 80_000,
        downPaymentSource: "giftFunds",
        gifts: [{ kind: "cashGift", source: "relative", amount: 20_000, deposited: false }],
      },
    },
    prequalSubject: { address: HOME, estimatedValue: 400_000, propertyUse: "primaryResidence" },
    borrowers: [borrower()],
    ownedProperties: [],
    assets: [
      {
        accountId: "acc-1",
        institution: "First Credit Union",
        accountType: "checking",
        balance: 90_000,
        accountNumberLastFour: "4321",
        accountNumber: "98764321",
      },
    ],
    liabilities: [],
    lender: { legalName: "Test Lender LLC", nmlsId: "123456", address: null, phone: "(302) 555-0100" },
    ...over,
  };
}
