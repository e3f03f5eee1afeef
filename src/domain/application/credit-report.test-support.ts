import type { CreditReport } from "../debts/credit-report";
import type { Liability } from "../debts/liability";

/** The home this loan is for, in the report of a landlord who also owns a rental. */
export const HOME = { line1: "12 Main St", city: "Austin", state: "TX", zip: "78701" };
export const RENTAL = { line1: "512 Rental Row", line2: null, city: "Austin", state: "TX", zip: "78701" };

const homeMortgage = {
  creditor: "Sandbox Home Loans",
  balance: 155_000,
  hiCredit: 200_000,
  monthlyPayment: 1_150,
  dateOpened: "2020-11-01",
};
const rentalMortgage = {
  creditor: "Sandbox Investor Mortgage",
  balance: 180_000,
  hiCredit: 220_000,
  monthlyPayment: 1_390,
  dateOpened: "2022-11-01",
};

const liability = (l: Partial<Liability> & Pick<Liability, "creditor" | "balance">): Liability => ({
  debtor: "borrower",
  confirmed: false,
  toBePaidOff: false,
  omitted: false,
  addedByUser: false,
  ...l,
});

/** Like the sandbox's Landlord persona: a home, a rental earning $2,400 a month, a card, a car loan, a Mosaic loan. */
export function landlordReport(): CreditReport {
  return {
    reportId: "SBX-TEST",
    pulledOn: "2026-11-20",
    bureau: { name: "Sandbox Credit Bureau", address: HOME, phone: "3025550142" },
    scores: [{ bureau: "Equifax", score: 740, borrower: "borrower", keyFactors: [] }],
    liabilities: [
      liability({ ...homeMortgage, type: "mortgage", debtor: "joint" }),
      liability({ creditor: "Sandbox Bank Visa", balance: 2_350, monthlyPayment: 70, type: "revolving" }),
      liability({
        creditor: "Sandbox Auto Finance",
        balance: 14_800,
        monthlyPayment: 465,
        type: "installment",
      }),
      liability({
        creditor: "Mosaic Solar Loans",
        balance: 24_500,
        monthlyPayment: 165,
        type: "installment",
      }),
      liability({ ...rentalMortgage, type: "mortgage" }),
    ],
    mortgages: [homeMortgage, rentalMortgage],
    propertyOwnership: [
      {
        propertyId: "prop-home",
        property: { address: HOME, state: "TX" },
        annualRentalIncome: null,
        mortgages: [homeMortgage],
      },
      {
        propertyId: "prop-rental",
        property: { address: RENTAL, state: "TX" },
        annualRentalIncome: 28_800,
        mortgages: [rentalMortgage],
      },
    ],
  };
}
