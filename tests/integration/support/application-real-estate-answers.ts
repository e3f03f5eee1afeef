import type { Browser } from "./auth-client";
import { HOME } from "./prequal-journeys";

/** A rental as step 3's form sends it once the applicant has added its value. */
export const RENTAL_FORM = {
  address: { line1: "", line2: "", city: HOME.city, state: HOME.state, zip: HOME.zip },
  status: "retained" as const,
  use: "investment" as const,
  value: "$350,000",
  mortgages: [{ creditor: "Sandbox Investor Mortgage", balance: "$180,000", monthlyPayment: "$1,390" }],
  rentalUnits: "1",
  annualRentalIncome: "$28,800",
};

/**
 * Step 3 as the screen loads and confirms it: the properties prefilled from the credit report
 * (the Landlord persona's rental), each answered as RENTAL_FORM under its own id and street.
 */
export async function reportPropertiesConfirmed(browser: Browser) {
  const view = await browser.trpc.application.realEstate.get.query();
  const properties = view.answers.properties.map((prefilled) => {
    if (!prefilled.address) throw new Error("a property from the credit report has its address");
    return {
      ...RENTAL_FORM,
      propertyId: prefilled.propertyId,
      address: { ...RENTAL_FORM.address, line1: prefilled.address.line1 },
    };
  });
  return { view, version: view.version, answers: { properties } };
}
