// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { CoborrowerStep } from "./coborrower-step";
import { CreditRangeStep } from "./credit-range-step";
import { HasFbmStep } from "./has-fbm-step";
import { aJourney, api, givenJourney, router } from "./initial-setup.test-support";
import { MortgageBalanceStep, mortgagesTickedAtFirst } from "./mortgage-balance-step";
import { PropertyUsageStep } from "./property-usage-step";

vi.mock("next/navigation", async () => {
  const { router } = await import("./initial-setup.test-support");
  return { useRouter: () => router, usePathname: () => "/app/initial-setup/x" };
});
vi.mock("./initial-setup-api", async () => (await import("./initial-setup.test-support")).apiModule);

// Typing and axe in jsdom take seconds on two shared cores.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const signedIn = (overrides: Parameters<typeof aJourney>[0] = {}) =>
  aJourney({
    hasAccount: true,
    signedIn: true,
    next: { path: "/app/application/1", status: "application" },
    ...overrides,
  });

describe("property-usage: three image cards", () => {
  it("offers Primary Home, Secondary Home and Rental Property with pictures described in words, chosen by keyboard", async () => {
    givenJourney(signedIn());
    renderWithUi(<PropertyUsageStep />);
    const group = screen.getByRole("radiogroup", { name: "How you use the home" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["primaryResidence", "secondHome", "investment"]);
    for (const name of ["Primary Home", "Secondary Home", "Rental Property"])
      expect(within(group).getByRole("radio", { name })).toBeTruthy();
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("aria-label"))).toEqual([
      "A family home with a front door and a tree",
      "A cabin by the water",
      "A small apartment building with a for-rent sign",
    ]);
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.tab();
    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement).disabled).toBe(false),
    );
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(api.saveStep).toHaveBeenCalled());
    expect(api.saveStep.mock.calls[0]?.[0]).toMatchObject({
      step: "property-usage",
      answers: { propertyUse: expect.any(String) },
    });
  });
});

describe("has-fbm and credit-range", () => {
  it("has-fbm asks whether to keep the first mortgage, saying a home equity line leaves it as it is", async () => {
    givenJourney(signedIn({ answers: { keepsFirstMortgage: true } }));
    renderWithUi(<HasFbmStep />);
    expect(
      screen.getByRole("heading", { name: "Do you want to keep your current first mortgage?" }),
    ).toBeTruthy();
    expect(screen.getByText(/A home equity line leaves it as it is/)).toBeTruthy();
    // Back keeps the answer.
    expect((screen.getByRole("radio", { name: "Yes, keep it as it is" }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole("radio", { name: "No, I’d rather replace it" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(api.saveStep).toHaveBeenCalledWith({
        flow: "old",
        step: "has-fbm",
        answers: { keepsFirstMortgage: false },
      }),
    );
  });

  it("credit-range shows four cards with their score bands", () => {
    givenJourney(signedIn());
    renderWithUi(<CreditRangeStep />);
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual([
      "excellent",
      "good",
      "fair",
      "poor",
    ]);
    for (const band of ["760 or higher", "700 to 759", "640 to 699", "Below 640"])
      expect(screen.getByText(band)).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Needs work" })).toBeTruthy();
  });
});

describe("coborrower", () => {
  it("saves a no alone", async () => {
    givenJourney(signedIn({ creditPulled: true }));
    renderWithUi(<CoborrowerStep lenderName="Birch Lending LLC" />);
    expect(screen.queryByLabelText("Their first name")).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "No" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(api.saveStep).toHaveBeenCalledWith({
        flow: "old",
        step: "coborrower",
        answers: { withCoborrower: false },
      }),
    );
    expect(router.push).toHaveBeenCalled();
  });

  it("asks a yes for the coborrower's details and their own consent before Continue", async () => {
    givenJourney(signedIn({ creditPulled: true }));
    renderWithUi(<CoborrowerStep lenderName="Birch Lending LLC" />);
    await userEvent.click(screen.getByRole("radio", { name: "Yes" }));
    const proceed = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    await userEvent.type(screen.getByLabelText("Their first name"), "Grace");
    await userEvent.type(screen.getByLabelText("Their last name"), "Hopper");
    await userEvent.type(screen.getByLabelText("Their date of birth"), "12091966");
    await userEvent.type(screen.getByLabelText("Their Social Security number"), "219099998");
    await userEvent.type(screen.getByLabelText("Their yearly income before taxes"), "85000");
    await waitFor(() => expect(proceed.disabled).toBe(true));
    await userEvent.click(
      screen.getByRole("checkbox", {
        name: /authorizes Birch Lending LLC to obtain.*does not affect their credit score/,
      }),
    );
    await waitFor(() => expect(proceed.disabled).toBe(false));
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(proceed);
    await waitFor(() => expect(api.saveStep).toHaveBeenCalled());
    expect(api.saveStep.mock.calls[0]?.[0]).toEqual({
      flow: "old",
      step: "coborrower",
      answers: {
        withCoborrower: true,
        firstName: "Grace",
        lastName: "Hopper",
        dateOfBirth: "12/09/1966",
        ssn: "219-09-9998",
        annualIncome: "$85,000",
        email: "",
        consent: true,
      },
    });
  });
});

describe("mortgage-balance", () => {
  const withReport = (selectedMortgageIds?: string[]) =>
    signedIn({
      creditPulled: true,
      answers: { withCoborrower: false, ...(selectedMortgageIds ? { selectedMortgageIds } : {}) },
      reportMortgages: [
        {
          id: "m0",
          onThisHome: false,
          creditor: "Keystone Mortgage Co",
          balance: 182_000,
          monthlyPayment: 1_240,
          dateOpened: "2019-03-01",
        },
        {
          id: "m1",
          onThisHome: false,
          creditor: "Second Street Bank",
          balance: 25_000,
          monthlyPayment: null,
          dateOpened: null,
        },
      ],
    });

  it("ticks the mortgages the report ties to the home at first, or every one when it ties none", () => {
    const m = (id: string, onThisHome: boolean) => ({
      id,
      onThisHome,
      creditor: id,
      balance: 1,
      monthlyPayment: null,
      dateOpened: null,
    });
    expect(mortgagesTickedAtFirst([m("a", true), m("b", false)])).toEqual(["a"]);
    expect(mortgagesTickedAtFirst([m("a", false), m("b", false)])).toEqual(["a", "b"]);
    expect(mortgagesTickedAtFirst([])).toEqual([]);
  });

  it("lists the report's mortgages as checkboxes, every one ticked until answered when none is tied to the home, and saves the ticked ones", async () => {
    givenJourney(withReport());
    renderWithUi(<MortgageBalanceStep />);
    expect(screen.getByRole("group", { name: "Mortgages on your credit report" })).toBeTruthy();
    const first = screen.getByRole("checkbox", { name: /Keystone Mortgage Co/ }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(screen.getByText("Balance $182,000 · $1,240 a month · opened Mar 2019")).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: /Second Street Bank/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(api.saveStep).toHaveBeenCalledWith({
        flow: "old",
        step: "mortgage-balance",
        answers: { mortgageIds: ["m0"] },
      }),
    );
  });

  it("keeps the answer given", () => {
    givenJourney(withReport(["m1"]));
    renderWithUi(<MortgageBalanceStep />);
    expect((screen.getByRole("checkbox", { name: /Keystone/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("checkbox", { name: /Second Street/ }) as HTMLInputElement).checked).toBe(true);
  });
});
