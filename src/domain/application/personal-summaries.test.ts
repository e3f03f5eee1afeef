import { describe, expect, it } from "vitest";
import { personalInfoForm, purchaseForm, subjectPropertyForm } from "./application.test-support";
import { personalInfoInput, personalInfoRecord } from "./personal-info";
import { personalInfoSummary } from "./personal-info-summary";
import { subjectPropertyInput } from "./subject-property";
import { subjectPropertySummary } from "./subject-property-summary";

const recordOf = (overrides: Record<string, unknown> = {}) =>
  personalInfoRecord(personalInfoInput.parse(personalInfoForm(overrides)), "6789");
const labels = (section: { rows: { label: string }[] }) => section.rows.map((r) => r.label);
const rowsOf = (section: { rows: { label: string; value: string }[] }) =>
  Object.fromEntries(section.rows.map((r) => [r.label, r.value]));

describe("the application summary of steps 1 and 2 (Form 1003 order)", () => {
  it("lists personal information as Form 1003 section 1a, then military service (section 7)", () => {
    const summary = personalInfoSummary(recordOf());
    expect(summary.title).toBe("Personal information");
    expect(labels(summary)).toEqual([
      "Name",
      "Social Security number",
      "Date of birth",
      "Citizenship",
      "Marital status",
      "Dependents",
      "Ages of dependents",
      "Phone",
      "Current address",
      "Time at current address",
      "Housing",
      "Military service",
    ]);
  });

  it("shows the SSN only masked and the date of birth as the date", () => {
    const summary = personalInfoSummary(recordOf({ suffix: "jr" }), { dateOfBirth: "1985-03-21" });
    expect(rowsOf(summary)).toMatchObject({
      Name: "Ann Lee Jr.",
      "Social Security number": "*** - ** - 6789",
      "Date of birth": "March 21, 1985",
      Citizenship: "U.S. Citizen",
      "Marital status": "Married",
      Dependents: "2",
      "Ages of dependents": "4, 7",
      Phone: "(302) 555-0100",
    });
    expect(JSON.stringify(summary)).not.toContain("123456789");
  });

  it("says the date of birth is on file when the caller has not opened it", () => {
    expect(rowsOf(personalInfoSummary(recordOf()))["Date of birth"]).toBe("On file");
  });

  it("shows the addresses with the state's full name, the stays, the rent and the former address", () => {
    const record = recordOf({
      currentResidence: {
        address: { line1: "1 Palm Ave", line2: "", city: "Hagatna", state: "GU", zip: "96910" },
        years: "1",
        months: "1",
        housing: "rent",
        monthlyRent: "$1,500",
      },
      formerResidence: {
        address: { line1: "9 Elm Road", line2: "Apt 2", city: "Newark", state: "DE", zip: "19711" },
        years: "4",
        months: "0",
      },
    });
    expect(rowsOf(personalInfoSummary(record))).toMatchObject({
      "Current address": "1 Palm Ave, Hagatna, Guam 96910",
      "Time at current address": "1 year, 1 month",
      Housing: "Rent",
      "Monthly rent": "$1,500",
      "Former address": "9 Elm Road, Apt 2, Newark, Delaware 19711",
      "Time at former address": "4 years",
    });
  });

  it("orders property information as Form 1003: loan and property, gifts, title, costs", () => {
    const property = subjectPropertyInput.parse(
      subjectPropertyForm({
        product: "mortgage",
        transaction: purchaseForm({
          downPaymentSource: "giftFunds",
          gifts: [{ kind: "cashGift", source: "relative", amount: "$20,000", deposited: "no" }],
        }),
      }),
    );
    const summary = subjectPropertySummary(property);
    expect(labels(summary)).toEqual([
      "Loan purpose",
      "Purchase price",
      "Down payment",
      "Down payment from",
      "Property address",
      "Occupancy",
      "Property type",
      "Number of units",
      "Property value",
      "Cash gift from relative",
      "Names on the title",
      "Title held as",
      "Held in a trust",
      "HOA fees per month",
      "Property taxes per year",
      "Homeowners insurance per year",
    ]);
    expect(rowsOf(summary)).toMatchObject({
      "Loan purpose": "Purchase",
      "Purchase price": "$500,000",
      "Down payment": "$100,000",
      "Down payment from": "Gift",
      "Property address": "100 Main Street, Wilmington, Delaware 19801",
      Occupancy: "Primary Home",
      "Cash gift from relative": "$20,000, not deposited yet",
      "Title held as": "Joint with spouse",
      "Held in a trust": "No",
      "Property taxes per year": "$4,800",
    });
  });

  it("names a home-equity line and a cash-out refinance as the loan purpose", () => {
    const heloc = subjectPropertyInput.parse(subjectPropertyForm());
    expect(rowsOf(subjectPropertySummary(heloc))["Loan purpose"]).toBe("Home equity line of credit");
    const refinance = subjectPropertyInput.parse(
      subjectPropertyForm({
        product: "mortgage",
        transaction: { purpose: "refinance", refinancePurpose: "cashOut", cashOutAmount: "$40,000" },
      }),
    );
    expect(rowsOf(subjectPropertySummary(refinance))).toMatchObject({
      "Loan purpose": "Cash-out refinance",
      "Cash out": "$40,000",
    });
  });
});
