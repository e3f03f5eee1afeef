// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refusal, renderWithFakeApi } from "../fake-api.test-support";
import { LoanFile } from "./loan-file-screen";

const APPLICATION_ID = "7d3c1a52-4a0e-4f7a-9a55-3f1d2b6c8e01";
const at = new Date("2026-11-20T10:00:00Z");

function file(may: { revealNumbers: boolean; manageDocuments: boolean }) {
  return {
    applicant: {
      applicationId: APPLICATION_ID,
      name: "Rita Moss",
      email: "rita@mail.test",
      phone: "3025550142",
      product: "heloc",
      stage: "Submitted",
      organisationName: "Acme Credit Union",
      startedAt: at,
      completedAt: at,
      lendingSystem: "encompass",
    },
    application: {
      groups: [
        {
          step: "personalInfo",
          who: "borrower",
          title: "Personal information",
          rows: [{ label: "Name", value: "Rita Moss" }],
        },
        {
          step: "personalInfo",
          who: "coborrower",
          title: "Personal information",
          rows: [{ label: "Name", value: "Carl Moss" }],
        },
        {
          step: "declarations",
          who: "borrower",
          title: "Declarations",
          rows: [{ label: "Bankruptcy", value: "No" }],
        },
      ],
      unfinished: null,
    },
    credit: {
      bureau: "Equifax",
      reportId: "R-1",
      pulledOn: "2026-11-01",
      representativeScore: 742,
      borrowers: [
        {
          who: "borrower",
          representativeScore: 742,
          scores: [{ bureau: "Equifax", score: 742 }],
          keyFactors: [],
        },
      ],
      accounts: [{ type: "mortgage", count: 1, balance: 210000, monthlyPayment: 1450 }],
      latePayments: 0,
    },
    figures: {
      value: { amount: 500000, source: "The automated valuation" },
      loanToValue: { label: "CLTV", ratio: 0.62 },
      debtToIncome: 0.31,
      from: "decision",
    },
    offer: {
      eligible: true,
      rateSheetVersion: 3,
      pricedAt: at,
      quote: {
        product: "heloc",
        lineAmount: 100000,
        rate: 0.0825,
        apr: 0.0825,
        drawYears: 10,
        repaymentYears: 20,
        originationFee: 0,
      },
    },
    decision: {
      outcome: "approved",
      decidedBy: "system",
      decidedAt: at,
      reasons: [],
      rateSheetVersion: 3,
      derivation: {
        rateSheetVersion: 3,
        figures: [
          {
            key: "cltv",
            label: "Combined loan-to-value",
            value: 0.62,
            kind: "percent",
            explanation: "(210,000 + 100,000) ÷ 500,000",
          },
        ],
        rules: [{ key: "property.cltv", passed: true, sentence: "The line and your mortgages come to 62%." }],
      },
    },
    documents: null,
    conditions: [],
    numbers: [{ key: "ssn:borrower", label: "Borrower’s SSN", masked: "*** - ** - 6789" }],
    timeline: [{ id: "audit:1", at, who: "The applicant", what: "Accepted the offer" }],
    may,
  };
}

describe("the loan file (decision 084)", () => {
  it("shows each part of the loan under its own heading, the derivation with its sources, and the SSN masked", async () => {
    renderWithFakeApi(<LoanFile applicationId={APPLICATION_ID} />, {
      "portal.loanFile.get": () => file({ revealNumbers: false, manageDocuments: false }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Loan file: Rita Moss" })).toBeTruthy();
    for (const name of [
      "Key figures",
      "Offer",
      "Decision",
      "Application (Form 1003)",
      "Credit report",
      "Numbers on file",
      "Documents and conditions",
      "Timeline",
    ])
      expect(screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Personal information (Coborrower)" })).toBeTruthy();
    expect(screen.getByRole("row", { name: /Combined loan-to-value .*500,000/ })).toBeTruthy();
    expect(screen.getByText("*** - ** - 6789")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Reveal/ })).toBeNull();
    expect(screen.getByText("Your role shows the last four digits only.")).toBeTruthy();
  });

  it("reveals a number only with a reason, and shows the full number once the server answers", async () => {
    const { calls } = renderWithFakeApi(<LoanFile applicationId={APPLICATION_ID} />, {
      "portal.loanFile.get": () => file({ revealNumbers: true, manageDocuments: true }),
      "portal.loanFile.revealNumber": () => ({ number: "ssn:borrower", value: "123456789" }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Reveal Borrower’s SSN" }));
    const dialog = await screen.findByRole("dialog", { name: "Reveal Borrower’s SSN?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reveal" }));
    expect(await within(dialog).findByText(/Say in a few words why you need the full number/)).toBeTruthy();
    expect(calls.some(([path]) => path === "portal.loanFile.revealNumber")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Why you need it"), {
      target: { value: "Ordering the tax transcript." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reveal" }));
    expect(await screen.findByText("123456789")).toBeTruthy();
    expect(calls.find(([path]) => path === "portal.loanFile.revealNumber")?.[1]).toEqual({
      applicationId: APPLICATION_ID,
      number: "ssn:borrower",
      reason: "Ordering the tax transcript.",
    });
  });

  it("shows the server's sentence when the reveal is refused", async () => {
    renderWithFakeApi(<LoanFile applicationId={APPLICATION_ID} />, {
      "portal.loanFile.get": () => file({ revealNumbers: true, manageDocuments: true }),
      "portal.loanFile.revealNumber": () => {
        throw refusal("NOT_FOUND", "This file has no such number any more. Reload the loan file.");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Reveal Borrower’s SSN" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Why you need it"), {
      target: { value: "Ordering the tax transcript." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reveal" }));
    await waitFor(() => expect(within(dialog).getByText(/no such number any more/)).toBeTruthy());
  });
});
