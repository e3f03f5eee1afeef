import { describe, expect, it } from "vitest";
import { landlordReport } from "./credit-report.test-support";
import {
  type DebtConsolidationAnswers,
  debtConsolidationInput,
  debtConsolidationInputFor,
  debtConsolidationPricing,
  decisionProblems,
  initialDecisions,
  liabilitiesAfterDecisions,
  OMIT_REASONS,
  omitNeedsStatement,
} from "./liability-decisions";
import { reportDebts } from "./report-debts";

const escrow = {
  taxIncludedInMonthlyPayment: "yes",
  insuranceIncludedInMonthlyPayment: "no",
  monthlyTaxPayment: "300",
  monthlyInsurancePayment: "$95",
};

/** Every debt of the landlord's report kept, the mortgages with their taxes and insurance. */
function keepAll(): DebtConsolidationAnswers {
  const debts = reportDebts(landlordReport());
  return debtConsolidationInput.parse({
    decisions: debts.map((d) => ({ id: d.id, action: "confirm", ...(d.isMortgage ? { escrow } : {}) })),
  });
}

const withAction = (answers: DebtConsolidationAnswers, id: string, change: object) => ({
  ...answers,
  decisions: answers.decisions.map((d) => (d.id === id ? { ...d, ...change } : d)),
});

const card = "l1";
const auto = "l2";
const mosaic = "l3";

describe("the report's debts, each once (spec §3, §5)", () => {
  it("lists the accounts other than mortgages with the ids the prequal debts step gave", () => {
    const ids = reportDebts(landlordReport())
      .filter((d) => !d.isMortgage)
      .map((d) => [d.id, d.creditor]);
    expect(ids).toEqual([
      ["l1", "Sandbox Bank Visa"],
      ["l2", "Sandbox Auto Finance"],
      ["l3", "Mosaic Solar Loans"],
    ]);
  });

  it("lists each mortgage once: a property's own mortgage drops the repeat in the mortgage list (spec §5)", () => {
    const mortgages = reportDebts(landlordReport()).filter((d) => d.isMortgage);
    expect(mortgages.map((m) => [m.id, m.creditor, m.propertyId])).toEqual([
      ["p0m0", "Sandbox Home Loans", "prop-home"],
      ["p1m0", "Sandbox Investor Mortgage", "prop-rental"],
    ]);
  });

  it("takes a mortgage's debtor from the matching liability (spec §3 debtor)", () => {
    const home = reportDebts(landlordReport()).find((d) => d.id === "p0m0");
    expect(home?.debtor).toBe("joint");
  });

  it("marks Mosaic as never part of a payoff (spec §5)", () => {
    expect(reportDebts(landlordReport()).find((d) => d.id === mosaic)?.excludedFromPayoff).toBe(true);
  });
});

describe("decisions on each debt", () => {
  it("start from the debts chosen at the prequal debts step, never Mosaic", () => {
    const start = initialDecisions(landlordReport(), [card, mosaic]);
    expect(start.decisions.map((d) => [d.id, d.action])).toEqual([
      ["l1", "payOff"],
      ["l2", "confirm"],
      ["l3", "confirm"],
      ["p0m0", "confirm"],
      ["p1m0", "confirm"],
    ]);
  });

  it("need a reason to leave a debt out", () => {
    const result = debtConsolidationInput.safeParse({ decisions: [{ id: card, action: "omit" }] });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["decisions.0.omitReason", "Choose why this debt should be left out"],
    ]);
  });

  it("need a few words when the reason is other", () => {
    const result = debtConsolidationInput.safeParse({
      decisions: [{ id: card, action: "omit", omitReason: "other" }],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Tell us in a few words why this debt should be left out",
    ]);
  });

  it("forget the taxes and insurance of a debt left out, and the reason of a debt kept", () => {
    const result = debtConsolidationInput.parse({
      decisions: [
        { id: "p0m0", action: "omit", omitReason: "notMine", escrow: { monthlyTaxPayment: "" } },
        { id: card, action: "confirm", omitReason: "other", omitNote: "typed before" },
      ],
    });
    expect(result.decisions).toEqual([
      { id: "p0m0", action: "omit", omitReason: "notMine" },
      { id: card, action: "confirm" },
    ]);
  });

  it("read taxes and insurance left blank on a debt that is not a mortgage as not asked", () => {
    const blank = {
      taxIncludedInMonthlyPayment: null,
      insuranceIncludedInMonthlyPayment: null,
      monthlyTaxPayment: "",
    };
    const result = debtConsolidationInput.parse({
      decisions: [{ id: card, action: "confirm", escrow: blank }],
    });
    expect(result.decisions).toEqual([{ id: card, action: "confirm" }]);
  });

  it("ask in the form, as on the server, how a kept mortgage's taxes and insurance are paid", () => {
    const schema = debtConsolidationInputFor(reportDebts(landlordReport()));
    const result = schema.safeParse({ decisions: [{ id: "p0m0", action: "confirm" }] });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      [
        "decisions.0.escrow.taxIncludedInMonthlyPayment",
        "Tell us whether the payment to Sandbox Home Loans includes property taxes and insurance",
      ],
    ]);
    expect(
      schema.safeParse({ decisions: [{ id: "p0m0", action: "omit", omitReason: "paidOff" }] }).success,
    ).toBe(true);
  });

  it("accept a debt left out with a listed reason", () => {
    const result = debtConsolidationInput.safeParse({
      decisions: [{ id: card, action: "omit", omitReason: "paidOff" }],
    });
    expect(result.success).toBe(true);
  });

  it("pass the report's checks when every debt is decided", () => {
    expect(decisionProblems(landlordReport(), keepAll(), false)).toEqual([]);
  });

  it("must cover every debt on the report", () => {
    const answers = { ...keepAll(), decisions: keepAll().decisions.filter((d) => d.id !== auto) };
    expect(decisionProblems(landlordReport(), answers, false)).toEqual([
      { path: ["decisions"], message: "Choose keep, pay off or leave out for Sandbox Auto Finance" },
    ]);
  });

  it("refuse a debt that is not on the report", () => {
    const answers = {
      ...keepAll(),
      decisions: [...keepAll().decisions, { id: "l99", action: "confirm" as const }],
    };
    expect(decisionProblems(landlordReport(), answers, false)[0]?.message).toBe(
      "This debt is not on your credit report. Reload the page",
    );
  });

  it("refuse to pay off Mosaic, paid through its own lien (spec §5)", () => {
    const answers = withAction(keepAll(), mosaic, { action: "payOff" });
    expect(decisionProblems(landlordReport(), answers, false)[0]?.message).toBe(
      "Mosaic Solar Loans is paid through its own lien and can't be paid off from this loan. Choose keep or leave out",
    );
  });

  it("ask whether a mortgage's payment includes taxes and insurance", () => {
    const answers = withAction(keepAll(), "p1m0", { escrow: undefined });
    expect(decisionProblems(landlordReport(), answers, false)).toEqual([
      {
        path: ["decisions", 4, "escrow"],
        message:
          "Tell us whether the payment to Sandbox Investor Mortgage includes property taxes and insurance",
      },
    ]);
  });

  it("do not ask about taxes and insurance of a mortgage left out", () => {
    const answers = withAction(keepAll(), "p1m0", {
      escrow: undefined,
      action: "omit",
      omitReason: "notMine",
    });
    expect(decisionProblems(landlordReport(), answers, false)).toEqual([]);
  });
});

describe("debts the applicant adds (spec §3 addedByUser)", () => {
  const added = {
    creditor: "Family loan",
    type: "installment",
    balance: "5,000",
    monthlyPayment: "200",
    debtor: "borrower",
    toBePaidOff: "yes",
  };

  it("read dollars and the yes/no of paying off", () => {
    const parsed = debtConsolidationInput.parse({ decisions: [], added: [added] });
    expect(parsed.added[0]).toEqual({ ...added, balance: 5_000, monthlyPayment: 200, toBePaidOff: true });
  });

  it("refuse a coborrower's or joint debt when there is no coborrower (spec §3 debtor)", () => {
    const { added: joint } = debtConsolidationInput.parse({
      decisions: [],
      added: [{ ...added, debtor: "joint" }],
    });
    const answers = { ...keepAll(), added: joint };
    expect(decisionProblems(landlordReport(), answers, false)).toEqual([
      { path: ["added", 0, "debtor"], message: "Without a coborrower, a debt you add is yours. Choose you" },
    ]);
    expect(decisionProblems(landlordReport(), answers, true)).toEqual([]);
  });

  it("refuse a negative or fractional balance (spec §5)", () => {
    const result = debtConsolidationInput.safeParse({
      decisions: [],
      added: [{ ...added, balance: "12.5" }],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Enter the balance in whole dollars, $0 or more",
    ]);
  });
});

describe("liabilities after decisions and the payoff total (spec §5)", () => {
  const report = landlordReport();

  it("marks kept debts confirmed, paid-off ones to be paid off, left-out ones omitted and unconfirmed", () => {
    let answers = withAction(keepAll(), card, { action: "payOff" });
    answers = withAction(answers, auto, { action: "omit", omitReason: "paidByOthers" });
    const byId = Object.fromEntries(liabilitiesAfterDecisions(report, answers).map((l) => [l.id, l]));
    expect(byId[card]).toMatchObject({ confirmed: true, toBePaidOff: true, omitted: false });
    expect(byId[auto]).toMatchObject({
      confirmed: false,
      toBePaidOff: false,
      omitted: true,
      omitReason: "paidByOthers",
    });
    expect(byId.l3).toMatchObject({ confirmed: true, toBePaidOff: false });
  });

  it("leaves a debt with no decision unconfirmed, so it is never paid off", () => {
    const [first] = liabilitiesAfterDecisions(report, { decisions: [], added: [] });
    expect(first).toMatchObject({ confirmed: false, toBePaidOff: false });
  });

  it("keeps a mortgage's taxes and insurance with their monthly total", () => {
    const home = liabilitiesAfterDecisions(report, keepAll()).find((l) => l.id === "p0m0");
    expect(home).toMatchObject({
      taxIncludedInMonthlyPayment: true,
      insuranceIncludedInMonthlyPayment: false,
      monthlyTaxPayment: 300,
      monthlyInsurancePayment: 95,
      monthlyTaxAndInsurance: 395,
    });
  });

  it("sums the balances of the debts paid off, and their monthly payments", () => {
    const answers = withAction(withAction(keepAll(), card, { action: "payOff" }), auto, { action: "payOff" });
    expect(debtConsolidationPricing(liabilitiesAfterDecisions(report, answers))).toEqual({
      payoffTotal: 2_350 + 14_800,
      payoffMonthlyPayments: 70 + 465,
      monthlyDebtAdjustment: 0,
    });
  });

  it("adds debts the applicant added and paid off, which count as confirmed", () => {
    const added = debtConsolidationInput.parse({
      decisions: [],
      added: [
        {
          creditor: "Family loan",
          type: "other",
          balance: "5000",
          monthlyPayment: "200",
          debtor: "borrower",
          toBePaidOff: "yes",
        },
      ],
    }).added;
    const liabilities = liabilitiesAfterDecisions(report, { ...keepAll(), added });
    expect(liabilities.at(-1)).toMatchObject({ id: "a0", addedByUser: true, confirmed: true });
    expect(debtConsolidationPricing(liabilities)).toEqual({
      payoffTotal: 5_000,
      payoffMonthlyPayments: 200,
      monthlyDebtAdjustment: 200,
    });
  });

  it("takes the payments of debts left out off today's monthly debts", () => {
    const answers = withAction(keepAll(), auto, { action: "omit", omitReason: "fewerThanTenPaymentsLeft" });
    expect(debtConsolidationPricing(liabilitiesAfterDecisions(report, answers)).monthlyDebtAdjustment).toBe(
      -465,
    );
  });

  it("never pays Mosaic, even when a stored decision says so (spec §5)", () => {
    const answers = withAction(keepAll(), mosaic, { action: "payOff" });
    expect(debtConsolidationPricing(liabilitiesAfterDecisions(report, answers)).payoffTotal).toBe(0);
  });
});

describe("a debt left out asks for a statement", () => {
  it("for every accepted reason, and not before a reason is chosen", () => {
    for (const reason of OMIT_REASONS) expect(omitNeedsStatement(reason)).toBe(true);
    expect(omitNeedsStatement(undefined)).toBe(false);
    expect(omitNeedsStatement("")).toBe(false);
  });
});
