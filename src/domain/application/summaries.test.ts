import { describe, expect, it } from "vitest";
import { personalInfoForm, purchaseForm, subjectPropertyForm } from "./application.test-support";
import { personalInfoInput, personalInfoRecord } from "./personal-info";
import { personalInfoSummary } from "./personal-info-summary";
import { subjectPropertyInput } from "./subject-property";
import { subjectPropertySummary } from "./subject-property-summary";

const recordOf = (overrides: Record<string, unknown> = {}) =>
  personalInfoRecord(personalInfoInput.parse(personalInfoForm(overrides)), "6789");
const titles = (groups: { title: string }[]) => groups.map((g) => g.title);
const rowsOf = (groups: { title: string; rows: { label: string; value: string }[] }[], title: string) =>
  Object.fromEntries(groups.find((g) => g.title === title)?.rows.map((r) => [r.label, r.value]) ?? []);

describe("the application summary of steps 1 and 2 (Form 1003 order)", () => {
  it("groups personal information as Form 1003 section 1a, then military service (section 7)", () => {
    expect(titles(personalInfoSummary(recordOf()))).toEqual([
      "Personal information",
      "Current address",
      "Military service",
    ]);
  });

  it("shows the SSN only masked and the date of birth as the date", () => {
    const groups = personalInfoSummary(recordOf({ suffix: "jr" }), { dateOfBirth: "1985-03-21" });
    const rows = rowsOf(groups, "Personal information");
    expect(rows).toMatchObject({
      Name: "Ann Lee Jr.",
      "Social Security number": "*** - ** - 6789",
      "Date of birth": "March 21, 1985",
      Citizenship: "U.S. Citizen",
      "Marital status": "Married",
      Dependants: "2",
      "Ages of dependants": "4, 7",
      Phone: "(302) 555-0100",
    });
    expect(JSON.stringify(groups)).not.toContain("123456789");
  });

  it("shows the current address with the state's full name, the stay and the rent", () => {
    const record = recordOf({
      currentResidence: {
        address: { line1: "1 Palm Ave", line2: "", city: "Hagatna", state: "GU", zip: "96910" },
        years: "1",
        months: "1",
        housing: "rent",
        monthlyRent: "$1,500",
      },
      formerResidence: {
        address: { line1: "9 Elm Road", line2: "", city: "Newark", state: "DE", zip: "19711" },
        years: "4",
        months: "0",
      },
    });
    const groups = personalInfoSummary(record);
    expect(rowsOf(groups, "Current address")).toEqual({
      Address: "1 Palm Ave, Hagatna, Guam 96910",
      "How long at this address": "1 year, 1 month",
      Housing: "Rent",
      "Monthly rent": "$1,500",
    });
    expect(rowsOf(groups, "Former address")).toEqual({
      Address: "9 Elm Road, Newark, Delaware 19711",
      "How long at this address": "4 years",
    });
    expect(titles(groups)).toEqual([
      "Personal information",
      "Current address",
      "Former address",
      "Military service",
    ]);
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
    const groups = subjectPropertySummary(property);
    expect(titles(groups)).toEqual([
      "Loan and property",
      "Gifts or grants",
      "Title",
      "Costs of owning the home",
    ]);
    expect(rowsOf(groups, "Loan and property")).toMatchObject({
      "Loan purpose": "Purchase",
      "Purchase price": "$500,000",
      "Down payment": "$100,000",
      "Down payment from": "Gift",
      "Property address": "100 Main Street, Wilmington, Delaware 19801",
      Occupancy: "Primary Home",
      "Number of units": "1",
    });
    expect(rowsOf(groups, "Gifts or grants")).toEqual({
      "Cash gift from relative": "$20,000, not deposited yet",
    });
    expect(rowsOf(groups, "Title")).toEqual({
      "Names on the title": "Ann Lee and Bo Lee",
      "Title held as": "Joint with spouse",
      "Held in a trust": "No",
    });
  });

  it("names a home-equity line and a cash-out refinance as the loan purpose", () => {
    const heloc = subjectPropertyInput.parse(subjectPropertyForm());
    expect(rowsOf(subjectPropertySummary(heloc), "Loan and property")["Loan purpose"]).toBe(
      "Home equity line of credit",
    );
    const refinance = subjectPropertyInput.parse(
      subjectPropertyForm({
        product: "mortgage",
        transaction: { purpose: "refinance", refinancePurpose: "cashOut", cashOutAmount: "$40,000" },
      }),
    );
    expect(rowsOf(subjectPropertySummary(refinance), "Loan and property")).toMatchObject({
      "Loan purpose": "Cash-out refinance",
      "Cash out": "$40,000",
    });
  });
});
