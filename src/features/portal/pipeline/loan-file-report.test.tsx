// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOAN_FILE_GROUPS } from "@/domain/loan-file/left-out";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { renderWithFakeApi } from "../fake-api.test-support";
import { LoanFileReport } from "./loan-file-report";

const APPLICATION_ID = "7d3c1a52-4a0e-4f7a-9a55-3f1d2b6c8e01";

const REPORT = {
  kind: "report" as const,
  groups: LOAN_FILE_GROUPS.map((group) =>
    group === "borrowers"
      ? {
          group,
          records: [{ element: "BORROWER", count: 2 }],
          fields: [
            { name: "FirstName", count: 2 },
            { name: "TaxpayerIdentifierValue", count: 1 },
          ],
          leftOut: [
            { field: "Coborrower: SSN", reason: "not on file" },
            { field: "<b>ALIASES</b>", reason: "the application does not ask for it" },
          ],
        }
      : { group, records: [], fields: [], leftOut: [] },
  ),
};

describe("the MISMO file's per-field report in the portal (decision 104)", () => {
  it("reads the report only when asked, then shows each group of the 1003 with counted fields and what is left out, markup as text", async () => {
    const { calls } = renderWithFakeApi(<LoanFileReport applicationId={APPLICATION_ID} />, {
      "portal.loanDelivery.report": () => REPORT,
    });
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Show the field report" }));
    const borrowers = await screen.findByRole("region", { name: "Borrowers" });
    expect(within(borrowers).getByText("Records: BORROWER ×2.")).toBeTruthy();
    expect(
      within(borrowers).getByText("Fields carried: FirstName ×2, TaxpayerIdentifierValue."),
    ).toBeTruthy();
    expect(within(borrowers).getByText("Coborrower: SSN: not on file")).toBeTruthy();
    expect(within(borrowers).getByText("<b>ALIASES</b>: the application does not ask for it")).toBeTruthy();
    for (const heading of [
      "Employment and income",
      "Assets",
      "Liabilities",
      "Real estate owned",
      "Property and loan",
      "Declarations",
      "Demographic information",
      "Language preference",
    ])
      expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Assets" })).getByText(
        "Nothing of this group is in the file.",
      ),
    ).toBeTruthy();
    expect(calls).toEqual([["portal.loanDelivery.report", { applicationId: APPLICATION_ID }]]);
  });

  it("says why no file can be made yet", async () => {
    renderWithFakeApi(<LoanFileReport applicationId={APPLICATION_ID} />, {
      "portal.loanDelivery.report": () => ({
        kind: "none",
        reasons: ["The application has no accepted offer yet"],
      }),
    });
    fireEvent.click(screen.getByRole("button", { name: "Show the field report" }));
    expect(await screen.findByText("The application has no accepted offer yet")).toBeTruthy();
  });

  it("shows the server's sentence when the report is refused", async () => {
    renderWithFakeApi(<LoanFileReport applicationId={APPLICATION_ID} />, {
      "portal.loanDelivery.report": () => {
        throw aServerRefusal("We couldn't find that application.", { code: "NOT_FOUND", httpStatus: 404 });
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Show the field report" }));
    expect(await screen.findByText("We couldn't find that application.")).toBeTruthy();
  });
});
