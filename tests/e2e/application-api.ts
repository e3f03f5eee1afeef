import { expect, type Page } from "@playwright/test";
import { monthsAgo } from "./application-screens";
import type { Inbox } from "./outbox";
import { newFlowJourney, prequalApi } from "./prequal-api";

const HOME = { line1: "12 Elm Street", line2: "", city: "Wilmington", state: "DE", zip: "19801" };
const EMPTY_ADDRESS = { line1: "", line2: "", city: "", state: "", zip: "" };

const personalInfo = (firstName: string, lastName: string, phone: string) => ({
  firstName,
  middleName: "",
  lastName,
  suffix: "",
  ssn: "",
  dateOfBirth: "",
  citizenship: "usCitizen",
  maritalStatus: "married",
  dependantCount: "0",
  dependantAges: "",
  phone,
  currentResidence: { address: HOME, years: "6", months: "0", housing: "own", monthlyRent: "" },
  formerResidence: { address: EMPTY_ADDRESS, years: "", months: "" },
  militaryStatus: "none",
});

/** One current job of three years entered by hand: paystubs and W-2s are asked for (spec §9). */
const job = (employerName: string) => ({
  employments: [
    {
      employerName,
      position: "Analyst",
      employerPhone: "(302) 555-0188",
      employerAddress: { line1: "9 Elm St", line2: "", city: "Dover", state: "DE", zip: "19901" },
      startDate: monthsAgo(36),
      current: "yes",
      endDate: "",
      percentageOwned: "",
      base: "$6,000",
      overtime: "",
      bonuses: "",
      commissions: "",
    },
  ],
  gapExplanations: [],
});

const DEMOGRAPHICS = {
  ethnicity: { wontInform: true },
  race: { wontInform: true },
  sex: { wontInform: true },
};

const DECLARATIONS = {
  hasIntentToOccupy: true,
  onwershipInterest: false,
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

type Place = { step: string; who: "borrower" | "coborrower" | "application"; saved: boolean };
type Journey = { places: Place[]; completed: boolean };

/**
 * Borrower Pat (the `Landlord` credit file: a rental with its own mortgage) with coborrower Sam,
 * whose application is saved screen by screen through the API, as the screens send it, and
 * submitted on its summary. For tests whose subject comes after the application (its screens are
 * application-journey.spec.ts's). Returns Pat's mailbox, which holds the codes of later sign-ins.
 */
export async function applicationSubmitted(page: Page): Promise<Inbox> {
  return applicationSaved(page, { lastName: "Landlord", coborrower: true });
}

/**
 * Pat `lastName` (whose last name picks the sandbox credit file), alone or with coborrower Sam,
 * whose application is saved screen by screen through the API up to the step `stopAt` names (left
 * for the test to answer on its screen), or submitted on its summary without one. Returns Pat's mailbox.
 */
export async function applicationSaved(
  page: Page,
  options: { lastName: string; coborrower: boolean; stopAt?: Place["step"] },
): Promise<Inbox> {
  const { lastName } = options;
  const { next, inbox } = await newFlowJourney(page, {
    lastName,
    ...(options.coborrower ? { coborrower: { firstName: "Sam", lastName: "Rivera" } } : {}),
  });
  expect(next).toBe("/prequal/preview-offer");
  if (!inbox) throw new Error("Pat's journey reached the offer without an account");
  const api = prequalApi(page);
  await api.mutate("prequal.acceptOffer", { flow: "new" });

  const save = async (place: Place) => {
    const who = place.who === "application" ? {} : { who: place.who };
    const coborrower = place.who === "coborrower";
    switch (place.step) {
      case "personalInfo":
        return api.mutate("application.personalInfo.save", {
          ...who,
          version: 0,
          answers: coborrower
            ? personalInfo("Sam", "Rivera", "(302) 555-0143")
            : personalInfo("Pat", lastName, "(302) 555-0142"),
        });
      case "subjectProperty":
        return api.mutate("application.subjectProperty.save", {
          version: 0,
          answers: {
            product: "heloc",
            address: HOME,
            propertyUse: "primaryResidence",
            propertyType: "singleFamily",
            units: "1",
            estimatedValue: "$450,000",
            titleNames: options.coborrower ? `Pat ${lastName} and Sam Rivera` : `Pat ${lastName}`,
            titleManner: "jointWithSpouse",
            isInTrust: false,
            hoaMonthlyFees: "$0",
            annualPropertyTaxes: "$4,800",
            annualHomeownersInsurance: "$1,200",
          },
        });
      case "realEstate": {
        const view = await api.query<{
          version: number;
          answers: { properties: { propertyId: string; address: { line1: string } | null }[] };
        }>("application.realEstate.get");
        return api.mutate("application.realEstate.save", {
          version: view.version,
          answers: {
            properties: view.answers.properties.map((p) => ({
              propertyId: p.propertyId,
              address: {
                line1: p.address?.line1 ?? "",
                line2: "",
                city: HOME.city,
                state: HOME.state,
                zip: HOME.zip,
              },
              status: "retained",
              use: "investment",
              value: "$320,000",
              mortgages: [
                { creditor: "Sandbox Investor Mortgage", balance: "$180,000", monthlyPayment: "$1,390" },
              ],
              rentalUnits: "1",
              annualRentalIncome: "$28,800",
            })),
          },
        });
      }
      case "employment":
        return api.mutate("application.employment.save", {
          ...who,
          version: 0,
          answers: job(coborrower ? "Harbor Freight Lines" : "Blue Fern Clinics"),
        });
      case "incomeVerification":
        return api.mutate("application.incomeVerification.save", {
          version: 0,
          answers: { method: "manual" },
        });
      case "otherIncome":
        return api.mutate("application.otherIncome.save", {
          ...who,
          version: 0,
          answers: { incomeSources: [] },
        });
      case "debtConsolidation": {
        const view = await api.query<{ version: number; debts: { id: string; isMortgage: boolean }[] }>(
          "application.debtConsolidation.get",
        );
        const escrow = {
          taxIncludedInMonthlyPayment: "no",
          insuranceIncludedInMonthlyPayment: "no",
          monthlyTaxPayment: "$300",
          monthlyInsurancePayment: "$90",
        };
        return api.mutate("application.debtConsolidation.save", {
          version: view.version,
          answers: {
            decisions: view.debts.map((d) => ({
              id: d.id,
              action: "confirm",
              ...(d.isMortgage ? { escrow } : {}),
            })),
            added: [],
          },
        });
      }
      case "demographics":
        return api.mutate("application.demographics.save", { ...who, version: 0, answers: DEMOGRAPHICS });
      case "declarations":
        return api.mutate("application.declarations.save", { ...who, version: 0, answers: DECLARATIONS });
      case "summary":
        return api.mutate("application.summary.complete");
      default:
        throw new Error(`no answers for ${place.step}`);
    }
  };

  // The places change as answers arrive (the coborrower's turns, business information): ask again each time.
  for (let turns = 0; turns < 30; turns++) {
    const journey = await api.query<Journey>("application.journey");
    if (journey.completed) return inbox;
    const place = journey.places.find((p) => !p.saved);
    if (!place) throw new Error("every place is saved but the application is not submitted");
    if (place.step === options.stopAt) return inbox;
    await save(place);
  }
  throw new Error("the application was not submitted after 30 saves");
}
