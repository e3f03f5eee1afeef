// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { SummaryGroupList } from "./summary-group-list";
import { WhatHappensNext } from "./what-happens-next";

const GROUPS = [
  {
    step: "declarations" as const,
    who: "borrower" as const,
    title: "Declarations",
    rows: [{ label: "In the last 7 years, have you declared bankruptcy?", value: "No" }],
    editPath: "/app/application/7",
  },
  {
    step: "declarations" as const,
    who: "coborrower" as const,
    title: "Declarations",
    rows: [{ label: "In the last 7 years, have you declared bankruptcy?", value: "Yes" }],
    editPath: "/app/application/7?borrower=coborrower",
  },
];

describe("the application summary's groups", () => {
  it("shows each group with its lines and an Edit link to its step, the coborrower's with ?borrower=coborrower", async () => {
    const { container } = renderWithUi(<SummaryGroupList groups={GROUPS} />);
    const coborrower = screen.getByRole("region", { name: "Declarations (coborrower)" });
    expect(within(coborrower).getByText("Yes")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit Declarations" }).getAttribute("href")).toBe(
      "/app/application/7",
    );
    expect(screen.getByRole("link", { name: "Edit Declarations (coborrower)" }).getAttribute("href")).toBe(
      "/app/application/7?borrower=coborrower",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names each group of one section by its own heading (debts give liabilities, escrow and payoffs)", async () => {
    const debts = (title: string) => ({
      step: "debtConsolidation" as const,
      who: "application" as const,
      title,
      rows: [{ label: "Payoff total", value: "$0" }],
      editPath: "/app/application/debt-consolidation",
    });
    const { container } = renderWithUi(
      <SummaryGroupList groups={[debts("Liabilities"), debts("Debts paid off at closing")]} />,
    );
    expect(screen.getByRole("region", { name: "Liabilities" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Debts paid off at closing" })).toBeTruthy();
    expect(container.querySelectorAll("[id^=summary-]")).toHaveLength(2);
    expect(new Set([...container.querySelectorAll("[id^=summary-]")].map((e) => e.id)).size).toBe(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when nothing has been saved", () => {
    renderWithUi(<SummaryGroupList groups={[]} />);
    expect(screen.getByText("Nothing has been saved yet.")).toBeTruthy();
  });

  it("tells the applicant, once submitted, what happens next, starting with the disclosures to sign", () => {
    renderWithUi(<WhatHappensNext completedAt={new Date("2026-11-23T15:00:00Z")} />);
    expect(screen.getByRole("heading", { name: "Your answers are confirmed" })).toBeTruthy();
    expect(screen.getByText("Confirmed on November 23, 2026.")).toBeTruthy();
    expect(screen.getByText(/Read and sign your disclosures online/)).toBeTruthy();
    expect(screen.getByText(/Upload the documents on your checklist/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign your disclosures" }).getAttribute("href")).toBe(
      "/app/application/sign",
    );
  });
});
