import { describe, expect, it } from "vitest";
import { declarationsForm } from "../application/application.test-support";
import type { Declarations } from "../application/declarations";
import type { CoborrowerStep } from "../closing/coborrower-steps";
import { PAYSTUBS_REQUIRED } from "../documents/document-types";
import type { Employment } from "../employment/employment";
import { DEFAULT_RATE_SHEET as sheet } from "../pricing/default-rate-sheet";
import { type AutomatedDecision, automatedDecision, type DecisionInput } from "./automated-decision";
import type { BorrowerFacts } from "./decision-rules";

const TODAY = new Date("2026-05-15T00:00:00Z");
const monthsAgo = (n: number) => new Date(Date.UTC(2026, 4 - n, 1));

/** A payroll-verified job of 5 years paying $10,000 a month. */
const verifiedJob: Employment = {
  startDate: monthsAgo(60),
  endDate: null,
  dataSource: "Payroll connection",
  employerName: "Acme",
  base: 10_000,
  overtime: 0,
  bonuses: 0,
  commissions: 0,
};

/** Every declaration answered no, living in the home (the form step 7 sends). */
const NO_DECLARATIONS: Declarations = declarationsForm;

const borrower = (changes: Partial<BorrowerFacts> = {}): BorrowerFacts => ({
  who: "borrower",
  employments: [verifiedJob],
  declarations: NO_DECLARATIONS,
  monthsAtCurrentAddress: 60,
  monthsAtFormerAddress: null,
  paystubsOnFile: 0,
  ...changes,
});

type Changes = {
  borrower?: Partial<BorrowerFacts>;
  declarations?: Partial<Declarations>;
  heloc?: Partial<Extract<DecisionInput["loan"], { product: "heloc" }>["pricing"]>;
  acceptedLine?: number;
  scores?: number[][];
  income?: DecisionInput["income"];
  propertyType?: string;
  omittedStudentLoans?: number;
  coborrowerStepsLeft?: CoborrowerStep[] | null;
  studentLoanStatementsOnFile?: number;
  mortgagesSaidNotOnHome?: { creditor: string; balance: number }[];
};

/** A $500,000 primary home with $200,000 of mortgages, a 765 score and $10,000 a month verified. */
function decide(changes: Changes = {}): AutomatedDecision {
  const b = borrower({
    ...changes.borrower,
    declarations: { ...NO_DECLARATIONS, ...changes.declarations },
  });
  return automatedDecision({
    rateSheet: { version: 3, sheet },
    credit: {
      scoresByBorrower: changes.scores ?? [[760, 765, 770]],
      bureau: "Equifax",
      pulledOn: "2026-05-01",
    },
    loan: {
      product: "heloc",
      pricing: {
        propertyUse: "primaryResidence",
        applicantEstimate: 520_000,
        valuation: 500_000,
        liens: 200_000,
        monthlyDebtPayments: 1_500,
        payoffMonthlyPayments: 0,
        latePaymentInLast12Months: false,
        payoffTotal: 0,
        ...changes.heloc,
      },
      acceptedLine: changes.acceptedLine ?? 100_000,
    },
    income: changes.income ?? [{ who: "borrower", employments: b.employments, incomeSources: [] }],
    rules: {
      borrowers: [b],
      propertyType: changes.propertyType ?? "singleFamily",
      propertyUse: "primaryResidence",
      omittedStudentLoans: changes.omittedStudentLoans ?? 0,
      coborrowerStepsLeft: changes.coborrowerStepsLeft ?? null,
      studentLoanStatementsOnFile: changes.studentLoanStatementsOnFile ?? 0,
      mortgagesSaidNotOnHome: changes.mortgagesSaidNotOnHome ?? [],
      today: TODAY,
    },
  });
}

const codes = (d: AutomatedDecision) => d.conditions.map((c) => c.code).sort();
const rule = (d: AutomatedDecision, key: string) => d.derivation.rules.find((r) => r.key === key);
const figure = (d: AutomatedDecision, key: string) => d.derivation.figures.find((f) => f.key === key);

describe("the automated decision's outcomes (issue 11, decision 043)", () => {
  it("approves a verified application within every limit, with no condition", () => {
    const d = decide();
    expect(d.outcome).toBe("approved");
    expect(d.conditions).toEqual([]);
    expect(d.reasons).toEqual([]);
    expect(d.derivation.rules.every((r) => r.passed)).toBe(true);
  });

  it("asks for the coborrower's own signing and identity (105) until they have finished them", () => {
    const waiting = decide({ coborrowerStepsLeft: ["sign", "verifyIdentity"] });
    expect(waiting.outcome).toBe("conditionallyApproved");
    expect(waiting.conditions).toEqual([expect.objectContaining({ code: 105, who: "coborrower" })]);
    expect(rule(waiting, "coborrower.ownSteps")?.passed).toBe(false);
    const finished = decide({ coborrowerStepsLeft: [] });
    expect(finished.outcome).toBe("approved");
    expect(rule(finished, "coborrower.ownSteps")?.passed).toBe(true);
  });

  it("approves conditionally when a rule asks only for documents", () => {
    const d = decide({ propertyType: "condo" });
    expect(d.outcome).toBe("conditionallyApproved");
    expect(codes(d)).toEqual([606]);
  });

  it("refers to a person when a declaration needs judgement, keeping the conditions found", () => {
    const d = decide({ declarations: { hasOustandingJudgements: true }, propertyType: "condo" });
    expect(d.outcome).toBe("referred");
    expect(codes(d)).toEqual([606]);
    expect(rule(d, "borrower.declarations.legal")).toMatchObject({ passed: false });
  });

  it("declines with Reg B reasons, most important first, and adds no condition", () => {
    const d = decide({ scores: [[600]], heloc: { liens: 420_000 }, propertyType: "condo" });
    expect(d.outcome).toBe("declined");
    expect(d.reasons).toEqual(["lowEquity", "lowCreditScore"]);
    expect(d.conditions).toEqual([]);
  });
});

describe("the pricing's rules, again with the application's income", () => {
  it("declines a combined loan-to-value above the sheet's maximum for the home's use", () => {
    const d = decide({ heloc: { liens: 420_000 } });
    expect(d.reasons).toContain("lowEquity");
    expect(rule(d, "property.cltv")).toMatchObject({
      passed: false,
      sentence: expect.stringContaining("85%"),
    });
  });

  it("declines a representative score below the sheet's minimum (the middle of three)", () => {
    const d = decide({ scores: [[600, 630, 700]] });
    expect(d.reasons).toEqual(["lowCreditScore"]);
    expect(figure(d, "creditScore")?.value).toBe(630);
    expect(rule(d, "credit.score")?.sentence).toContain("630 is below our minimum of 640");
  });

  it("declines without a credit score", () => {
    expect(decide({ scores: [] }).reasons).toEqual(["noCreditFile"]);
  });

  it("declines a late mortgage payment in the last 12 months", () => {
    expect(decide({ heloc: { latePaymentInLast12Months: true } }).reasons).toEqual(["latePayment"]);
  });

  it("declines debts above 45% of income even at the smallest line", () => {
    const d = decide({ heloc: { monthlyDebtPayments: 4_600 } });
    expect(d.reasons).toEqual(["highDebtToIncome"]);
    expect(rule(d, "income.debtToIncome")?.sentence).toContain("more than 45%");
  });

  it("counts the payments debt consolidation ends: the same debts pass once paid off", () => {
    const d = decide({ heloc: { monthlyDebtPayments: 4_600, payoffMonthlyPayments: 3_000 } });
    expect(d.outcome).toBe("approved");
  });

  it("declines an application with no income", () => {
    expect(decide({ income: [] }).reasons).toEqual(["incomeUnknown"]);
  });

  it("refers an accepted line the income no longer carries (the line is lowered, not refused)", () => {
    const d = decide({ heloc: { monthlyDebtPayments: 4_000 } });
    expect(d.outcome).toBe("referred");
    expect(rule(d, "loan.lineCarried")?.sentence).toContain("less than the $100,000 you accepted");
  });

  it("declines a foreclosure declared on the application: 7 years, as at the prequalification", () => {
    expect(decide({ declarations: { hasForeclosure: true } }).reasons).toEqual(["recentForeclosure"]);
  });

  it("refers a short sale or deed in lieu declared on the application (7 years), whose date a person checks against the prequalification's 4 years (decision 048)", () => {
    for (const declarations of [{ doneShortSale: true }, { hasConveyedForeclosure: true }]) {
      const d = decide({ declarations });
      expect(d.outcome).toBe("referred");
      expect(d.reasons).toEqual([]);
      expect(codes(d)).toContain(304);
    }
  });
});

describe("conditions the decision adds (spec §9 codes)", () => {
  it("asks for paystubs (405) for a current job entered by hand, and year-end ones for overtime, bonus and commission", () => {
    const manual = { ...verifiedJob, dataSource: "Manual", overtime: 500, bonuses: 200, commissions: 100 };
    const d = decide({ borrower: { employments: [manual] } });
    expect(d.outcome).toBe("conditionallyApproved");
    expect(codes(d)).toEqual([405, 407, 408, 410]);
  });

  it("asks no paystubs (405) the checklist already received, but still the year-end ones (decision 045)", () => {
    const manual = { ...verifiedJob, dataSource: "Manual", overtime: 500 };
    const employments = [manual];
    expect(codes(decide({ borrower: { employments, paystubsOnFile: PAYSTUBS_REQUIRED - 1 } }))).toEqual([
      405, 407,
    ]);
    expect(codes(decide({ borrower: { employments, paystubsOnFile: PAYSTUBS_REQUIRED } }))).toEqual([407]);
    const plain = decide({
      borrower: {
        employments: [{ ...verifiedJob, dataSource: "Manual" }],
        paystubsOnFile: PAYSTUBS_REQUIRED,
      },
    });
    expect(plain.outcome).toBe("approved");
    expect(rule(plain, "borrower.income.paystubs")).toMatchObject({ passed: true });
  });

  it("asks no paystubs of a business owned 25% or more (its tax returns are on the checklist)", () => {
    const owned = { ...verifiedJob, dataSource: "Manual", percentageOwned: 50 };
    expect(codes(decide({ borrower: { employments: [owned] } }))).toEqual([]);
  });

  it("asks for the bankruptcy's papers (303) and refers it to a person", () => {
    const d = decide({ declarations: { hasBankruptcy: true, bankruptcy: "13" } });
    expect(d.outcome).toBe("referred");
    expect(codes(d)).toEqual([303]);
    expect(rule(d, "borrower.declarations.bankruptcy")?.sentence).toContain("chapter 13");
  });

  it("asks for the co-signed debt (304), the new mortgage (305), the prior lien's form (306) and the borrowed money's form (307)", () => {
    const d = decide({
      declarations: {
        isGuarantorOrCosigor: true,
        wantsAnotherMortgage: true,
        isPropertySubjectToLien: true,
        hasBorrowedThirdPartyMoney: true,
        borrowedThirdPartyMoneyAmount: 5_000,
      },
    });
    expect(d.outcome).toBe("conditionallyApproved");
    expect(codes(d)).toEqual([304, 305, 306, 307]);
  });

  it("asks for an omitted student loan's statement (308), unless each statement is already in (decision 045)", () => {
    expect(codes(decide({ omittedStudentLoans: 2 }))).toEqual([308]);
    expect(codes(decide({ omittedStudentLoans: 2, studentLoanStatementsOnFile: 1 }))).toEqual([308]);
    expect(codes(decide({ omittedStudentLoans: 2, studentLoanStatementsOnFile: 2 }))).toEqual([]);
  });

  it("asks for proof of the property a mortgage the report ties to this home is on, when the applicant said it is not (309, decision 045)", () => {
    const d = decide({ mortgagesSaidNotOnHome: [{ creditor: "Sandbox Home Loans", balance: 155_000 }] });
    expect(d.outcome).toBe("conditionallyApproved");
    expect(d.conditions).toEqual([
      expect.objectContaining({ code: 309, documentType: "mortgage_statement", who: null }),
    ]);
    expect(d.conditions[0]?.text).toContain("Sandbox Home Loans mortgage (balance $155,000)");
    expect(rule(decide(), "property.mortgagesNotOnHome")).toMatchObject({ passed: true });
  });

  it("asks a condo's master policy (606)", () => {
    expect(codes(decide({ propertyType: "condo" }))).toEqual([606]);
  });

  it("asks the address history (101) when the addresses cover under two years", () => {
    expect(codes(decide({ borrower: { monthsAtCurrentAddress: 10, monthsAtFormerAddress: 6 } }))).toEqual([
      101,
    ]);
    expect(codes(decide({ borrower: { monthsAtCurrentAddress: 10, monthsAtFormerAddress: 14 } }))).toEqual(
      [],
    );
  });
});

describe("referrals to a person", () => {
  it("refers explained employment gaps", () => {
    const gapped = [
      { ...verifiedJob, startDate: monthsAgo(60), endDate: monthsAgo(12) },
      { ...verifiedJob, startDate: monthsAgo(6) },
    ];
    const d = decide({ borrower: { employments: gapped } });
    expect(d.outcome).toBe("referred");
    expect(rule(d, "borrower.employment.coverage")?.sentence).toContain("a gap");
  });

  it("refers lawsuits and federal debt in default", () => {
    expect(decide({ declarations: { isPartyToLawsuit: true } }).outcome).toBe("referred");
    expect(decide({ declarations: { hasFederalDebt: true } }).outcome).toBe("referred");
  });

  it("refers a primary home the borrower will not live in", () => {
    const d = decide({ declarations: { hasIntentToOccupy: false, onwershipInterest: undefined } });
    expect(d.outcome).toBe("referred");
  });
});

describe("the derivation", () => {
  it("shows every number with where it came from and the rate sheet's version", () => {
    const d = decide();
    const keys = d.derivation.figures.map((f) => f.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "rateSheetVersion",
        "creditScore",
        "income.0",
        "monthlyIncome",
        "applicantEstimate",
        "valuation",
        "propertyValue",
        "liens",
        "line",
        "cltv",
        "maxCltv",
        "newPayment",
        "monthlyDebtPayments",
        "payoffMonthlyPayments",
        "debtToIncome",
        "maxDebtToIncome",
      ]),
    );
    expect(d.derivation.rateSheetVersion).toBe(3);
    expect(figure(d, "propertyValue")).toMatchObject({
      value: 500_000,
      explanation: expect.stringContaining("lower"),
    });
    expect(figure(d, "cltv")?.value).toBe(0.6);
    expect(figure(d, "creditScore")?.explanation).toContain("Equifax");
    expect(figure(d, "income.0")).toMatchObject({
      value: 10_000,
      explanation: expect.stringContaining("verified"),
    });
    for (const f of d.derivation.figures) expect(f.explanation.length).toBeGreaterThan(0);
  });

  it("names every rule with a plain sentence, passed and failed alike", () => {
    const d = decide({ propertyType: "condo" });
    expect(d.derivation.rules.length).toBeGreaterThan(10);
    for (const r of d.derivation.rules) expect(r.sentence).toMatch(/^[A-Z].*\.$/);
    expect(d.derivation.rules.filter((r) => !r.passed).map((r) => r.key)).toEqual(["property.condo"]);
  });

  it("counts a current job's pay kinds and other income, and leaves an ended job out", () => {
    const ended = { ...verifiedJob, startDate: monthsAgo(80), endDate: monthsAgo(60), base: 9_000 };
    const d = decide({
      income: [
        {
          who: "borrower",
          employments: [{ ...verifiedJob, bonuses: 1_000 }, ended],
          incomeSources: [{ type: "socialSecurity", otherValue: 1_200 }],
        },
      ],
    });
    expect(figure(d, "monthlyIncome")?.value).toBe(12_200);
  });
});
