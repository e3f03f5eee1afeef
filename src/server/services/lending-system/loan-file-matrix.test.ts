import { describe, expect, it } from "vitest";
import { create } from "xmlbuilder2";
import { buildLoanFile } from "@/domain/loan-file/build-loan-file";
import type { LoanFileInput } from "@/domain/loan-file/loan-file-input";
import { application, borrower, HOME, job } from "@/domain/loan-file/loan-file-input.test-support";
import { danglingArcs, labelsIn } from "@/domain/loan-file/xlink-arcs";
import { settings } from "@/env";
import { validateLoanFile } from "./mismo-schema";
import { mismoXml } from "./mismo-xml";

/**
 * The loan files of issue 21's matrix that the journeys of tests/integration/lending-system do not
 * reach in a few seconds: a purchase with gifts, a self-employed 25% owner, a rental property with
 * two mortgages and every income type, each written, validated against the published schema
 * (MISMO_SCHEMA_DIR, else ../shared/mismo-3.4) and read back.
 */
const SCHEMA_FOLDER = settings().MISMO_SCHEMA_DIR;
type Node = Record<string, unknown>;
const at = (node: unknown, ...names: string[]): Node =>
  names.reduce<unknown>((current, name) => {
    const next = (current as Node | undefined)?.[name];
    return Array.isArray(next) ? next[0] : next;
  }, node) as Node;
const list = (node: unknown, name: string): Node[] => {
  const value = (node as Node | undefined)?.[name];
  return Array.isArray(value) ? value : value ? [value as Node] : [];
};

async function written(input: LoanFileInput) {
  const file = buildLoanFile(input, new Date("2026-11-27T12:00:00Z"));
  expect(danglingArcs(file.arcs, labelsIn(file.message))).toEqual([]);
  const xml = mismoXml(file.message);
  expect(await validateLoanFile(xml, SCHEMA_FOLDER)).toEqual({ valid: true });
  const doc: unknown = create(xml).end({ format: "object" });
  return { file, xml, deal: at(doc, "MESSAGE", "DEAL_SETS", "DEAL_SET", "DEALS", "DEAL") };
}

const roleOf = (party: unknown) => at(party, "ROLES", "ROLE");
const incomeTypes = (party: unknown) =>
  list(at(roleOf(party), "BORROWER", "CURRENT_INCOME", "CURRENT_INCOME_ITEMS"), "CURRENT_INCOME_ITEM").map(
    (item) => at(item, "CURRENT_INCOME_ITEM_DETAIL").IncomeType,
  );

describe("the loan file matrix (issue 21 item 1)", () => {
  it("writes a purchase with its price, down payment and a gift not yet deposited, and the borrower's language", async () => {
    const { deal } = await written(application());
    const loan = at(deal, "LOANS", "LOAN");
    expect(at(loan, "TERMS_OF_LOAN")).toMatchObject({
      LoanPurposeType: "Purchase",
      BaseLoanAmount: "320000.00",
    });
    expect(at(loan, "DOWN_PAYMENTS", "DOWN_PAYMENT")).toMatchObject({
      DownPaymentAmount: "80000.00",
      FundsType: "GiftFunds",
    });
    expect(at(loan, "AMORTIZATION", "AMORTIZATION_RULE")).toMatchObject({
      AmortizationType: "Fixed",
      LoanAmortizationPeriodCount: "360",
    });
    expect(
      at(
        deal,
        "COLLATERALS",
        "COLLATERAL",
        "SUBJECT_PROPERTY",
        "SALES_CONTRACTS",
        "SALES_CONTRACT",
        "SALES_CONTRACT_DETAIL",
      ).SalesContractAmount,
    ).toBe("400000.00");
    const assets = list(at(deal, "ASSETS"), "ASSET").map((a) => at(a, "ASSET_DETAIL").AssetType);
    expect(assets).toEqual(["CheckingAccount", "GiftOfCash"]);
    const party = at(deal, "PARTIES", "PARTY");
    expect(at(party, "LANGUAGES", "LANGUAGE").LanguageCode).toBe("spa");
    expect(
      list(at(roleOf(party), "BORROWER", "DEPENDENTS"), "DEPENDENT").map((d) => d.DependentAgeYearsCount),
    ).toEqual(["4", "7"]);
    expect(at(roleOf(party), "BORROWER", "MILITARY_SERVICES", "MILITARY_SERVICE").MilitaryStatusType).toBe(
      "ReserveNationalGuardNeverActivated",
    );
    const residences = list(at(roleOf(party), "BORROWER", "RESIDENCES"), "RESIDENCE");
    expect(residences.map((r) => at(r, "RESIDENCE_DETAIL").BorrowerResidencyType)).toEqual([
      "Current",
      "Prior",
    ]);
    expect(at(residences[0], "LANDLORD", "LANDLORD_DETAIL").MonthlyRentAmount).toBe("1800.00");
  });

  it("writes a self-employed 25% owner's business as self-employment income tied to the employer", async () => {
    const owner = borrower({
      employments: [job({ employerName: "Cy's Bikes", percentageOwned: 25 })],
      business: {
        businessName: "Cy's Bikes LLC",
        businessType: "llc",
        ein: "12-3456789",
        startDate: new Date("2018-03-01T00:00:00Z"),
        ownershipShare: 25,
        monthlyIncome: 7200,
      },
    });
    const { deal, file } = await written(application({ borrowers: [owner] }));
    const party = at(deal, "PARTIES", "PARTY");
    const employer = at(roleOf(party), "BORROWER", "EMPLOYERS", "EMPLOYER");
    expect(at(employer, "EMPLOYMENT")).toMatchObject({
      EmploymentBorrowerSelfEmployedIndicator: "true",
      OwnershipInterestType: "GreaterThanOrEqualTo25Percent",
      EmploymentStatusType: "Current",
    });
    expect(at(employer, "LEGAL_ENTITY", "LEGAL_ENTITY_DETAIL")).toMatchObject({
      FullName: "Cy's Bikes LLC",
      LegalEntityType: "LimitedLiabilityCompany",
    });
    expect(incomeTypes(party)).toEqual(["SelfEmploymentIncome"]);
    expect(file.arcs).toContainEqual(
      expect.objectContaining({ from: "CURRENT_INCOME_ITEM_1", to: employer["@xlink:label"] }),
    );
  });

  it("writes a rental property with two mortgages, each a liability tied to the property, and its rent", async () => {
    const rental = {
      propertyId: "prop-1",
      address: { line1: "40 Harbor View", city: HOME.city, state: HOME.state, zip: HOME.zip },
      status: "retained" as const,
      use: "investment" as const,
      value: 350_000,
      mortgages: [
        { creditor: "Harbor Bank", balance: 180_000, monthlyPayment: 1390 },
        { creditor: "Second Street Credit", balance: 25_000, monthlyPayment: 310 },
      ],
      rentalUnits: 2,
      annualRentalIncome: 36_000,
    };
    const { deal, file } = await written(application({ ownedProperties: [rental] }));
    const reo = list(at(deal, "ASSETS"), "ASSET").find(
      (a) => at(a, "ASSET_DETAIL").AssetType === "RealEstateOwned",
    );
    expect(at(reo, "OWNED_PROPERTY", "OWNED_PROPERTY_DETAIL")).toMatchObject({
      OwnedPropertyDispositionStatusType: "Retain",
      OwnedPropertyLienUPBAmount: "205000.00",
      OwnedPropertyRentalIncomeGrossAmount: "3000.00",
    });
    const owned = at(reo, "OWNED_PROPERTY")["@xlink:label"];
    const mortgages = file.arcs.filter((a) => a.from === owned).map((a) => a.to);
    expect(mortgages).toHaveLength(2);
    const liabilities = list(at(deal, "LIABILITIES"), "LIABILITY");
    expect(liabilities.filter((l) => mortgages.includes(String(l["@xlink:label"])))).toHaveLength(2);
  });

  it("writes every other income type the application lists, foreign income flagged", async () => {
    const amounts = { monthlyAmount: 100 };
    const withIncome = borrower({
      otherIncome: [
        { type: "pension", ...amounts },
        { type: "annuity", ...amounts },
        { type: "bah", ...amounts },
        { type: "bas", ...amounts },
        { type: "alimony", ...amounts },
        { type: "childSupport", ...amounts },
        { type: "disability", ...amounts },
        { type: "fosterCare", ...amounts },
        { type: "interestAndDividends", ...amounts },
        { type: "socialSecurity", ...amounts },
        { type: "foreign", country: "Canada", ...amounts },
        { type: "capitalGains", assetDescription: "Shares", ...amounts },
        { type: "rental", propertyId: "subject", rentalUnits: 1, ...amounts },
      ],
    });
    const { deal } = await written(application({ borrowers: [withIncome] }));
    const party = at(deal, "PARTIES", "PARTY");
    expect(incomeTypes(party)).toEqual([
      "Base",
      "Bonus",
      "Pension",
      "DefinedContributionPlan",
      "MilitaryQuartersAllowance",
      "MilitaryRationsAllowance",
      "Alimony",
      "ChildSupport",
      "Disability",
      "FosterCare",
      "DividendsInterest",
      "SocialSecurity",
      "Other",
      "CapitalGains",
      "Other",
    ]);
  });

  it("leaves an unanswered declaration out and a refusal of language in, and never writes a demographic not chosen", async () => {
    const declarations = {
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
      hasBankruptcy: true,
      bankruptcy: "7" as const,
    };
    const person = borrower({ declarations, languagePreference: "preferNotToSay" });
    const { deal, xml } = await written(application({ borrowers: [person] }));
    const role = roleOf(at(deal, "PARTIES", "PARTY"));
    const detail = at(role, "BORROWER", "DECLARATION", "DECLARATION_DETAIL");
    expect(detail).toMatchObject({ BankruptcyIndicator: "true", HomeownerPastThreeYearsType: "No" });
    // A purchase asks about the seller; this borrower's answers have none, so none is written.
    expect(xml).not.toContain("SpecialBorrowerSellerRelationshipIndicator");
    expect(
      at(role, "BORROWER", "BANKRUPTCIES", "BANKRUPTCY", "BANKRUPTCY_DETAIL").BankruptcyChapterType,
    ).toBe("ChapterSeven");
    expect(xml).not.toContain("GOVERNMENT_MONITORING");
    expect(xml).toContain("<ULAD:LanguageRefusalIndicator>true</ULAD:LanguageRefusalIndicator>");
  });
});
