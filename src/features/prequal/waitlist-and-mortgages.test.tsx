// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { MortgageSelectStep } from "./mortgage-select-step";
import { aJourney, fakeApi, renderWithApi } from "./prequal.test-support";
import { WaitlistScreen } from "./waitlist-screen";

const { api, trpc } = fakeApi();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/prequal" }));

const HOME = {
  propertyType: "singleFamily",
  units: 1,
  propertyUse: "primaryResidence",
  estimatedValue: 500_000,
} as const;

beforeEach(() => vi.clearAllMocks());

describe("/prequal/waitlist: a state the lender does not serve yet", () => {
  it("names the state, takes the e-mail address and says it will write", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockResolvedValue(
      aJourney({
        answers: { ...HOME, address: { line1: "1 Ocean Drive", city: "Miami", state: "FL", zip: "33139" } },
        status: "joinWaitlist",
        next: { path: "/prequal/waitlist", status: "joinWaitlist" },
      }),
    );
    api.joinWaitlist.mockResolvedValue({ joined: true });
    const { container } = renderWithApi(<WaitlistScreen />);
    await screen.findByRole("heading", { level: 1, name: "We don’t lend in Florida yet" });
    await user.type(await screen.findByLabelText("E-mail address"), "ada@example.com");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Let me know" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Thank you. We’ll e-mail ada@example.com when we lend in your state.",
      ),
    );
    expect(api.joinWaitlist).toHaveBeenCalledWith({ email: "ada@example.com" });
    expect(screen.getByRole("link", { name: "Change the home’s address" }).getAttribute("href")).toBe(
      "/prequal/address",
    );
  });
});

describe("/prequal/mortgage-select: which of the report's mortgages are on this home", () => {
  it("lists each mortgage with its balance and the month it opened, ticks the one the report ties to the home, and saves the ids ticked", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockResolvedValue(
      aJourney({
        signedIn: true,
        hasAccount: true,
        creditPulled: true,
        answers: {
          ...HOME,
          address: { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" },
          listedForSale: false,
          product: "heloc",
          derogatory: { bankruptcy: false, foreclosure: false, shortSale: false },
          borrower: { firstName: "Ada", lastName: "Lovelace", annualIncome: 120_000 },
          withCoborrower: false,
        },
        next: { path: "/prequal/mortgage-select", status: "prequalMortgageSelect" },
        reportMortgages: [
          {
            id: "p0m0",
            onThisHome: true,
            creditor: "Rocket Mortgage",
            balance: 212_400,
            monthlyPayment: 1_450,
            dateOpened: "2019-04-01",
          },
          {
            id: "m0",
            onThisHome: false,
            creditor: "Wells Fargo Home",
            balance: 48_000,
            monthlyPayment: null,
            dateOpened: null,
          },
        ],
      }),
    );
    api.saveStep.mockResolvedValue({ next: "/prequal/debts" });
    const { container } = renderWithApi(<MortgageSelectStep />);
    const question = await screen.findByRole("group", { name: "Which of these are on 100 Main Street?" });
    expect(question.textContent).toContain("Balance $212,400, opened April 2019");
    expect(question.textContent).toContain("Balance $48,000");
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/prequal/credit");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(await axeViolations(container)).toEqual([]);

    expect((screen.getByRole("checkbox", { name: /Rocket Mortgage/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole("checkbox", { name: /Wells Fargo Home/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(screen.getByRole("checkbox", { name: /Wells Fargo Home/ }));
    await user.click(screen.getByRole("checkbox", { name: /Rocket Mortgage/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/prequal/debts"));
    expect(api.saveStep).toHaveBeenCalledWith({
      flow: "new",
      step: "mortgage-select",
      answers: { mortgageIds: ["m0"] },
    });
  });
});
