// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cashLeftAtClosing } from "@/domain/pricing/cash-left";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { chosenPayoff, DebtsStep } from "./debts-step";
import { aJourney, fakeApi, renderWithApi } from "./prequal.test-support";

const { api, trpc } = fakeApi();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/prequal/debts" }));

const CHASE = {
  id: "l0",
  creditor: "Chase Card",
  balance: 4_200,
  monthlyPayment: 120,
  type: "revolving",
  debtor: "borrower" as const,
  excludedFromPayoff: false,
};
const ALLY = {
  id: "l1",
  creditor: "Ally Auto",
  balance: 15_800,
  monthlyPayment: 410,
  type: "installment",
  debtor: "borrower" as const,
  excludedFromPayoff: false,
};
const DEBTS = [
  CHASE,
  ALLY,
  {
    id: "l2",
    creditor: "MOSAIC SOLAR",
    balance: 22_000,
    monthlyPayment: 150,
    type: "installment",
    debtor: "borrower" as const,
    excludedFromPayoff: true,
  },
];

/** The offer priced at mortgage-select, as prequal.offer gives it (only what the step reads). */
const PRICED = {
  declined: false,
  product: "heloc",
  heloc: { line: { value: 100_000, derivation: [] }, originationFee: { value: 1_990, derivation: [] } },
};

const AT_DEBTS = aJourney({
  signedIn: true,
  hasAccount: true,
  creditPulled: true,
  answers: {
    propertyType: "singleFamily",
    units: 1,
    propertyUse: "primaryResidence",
    address: { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" },
    estimatedValue: 500_000,
    listedForSale: false,
    product: "heloc",
    derogatory: { bankruptcy: false, foreclosure: false, shortSale: false },
    borrower: { firstName: "Ada", lastName: "Lovelace", annualIncome: 120_000 },
    withCoborrower: false,
    selectedMortgageIds: ["m0"],
  },
  next: { path: "/prequal/debts", status: "prequalDebts" },
  reportLiabilities: DEBTS,
});

describe("the payoff total of the debts chosen (spec §5)", () => {
  it("adds the balances chosen", () => {
    expect(chosenPayoff(DEBTS, ["l0", "l1"])).toBe(20_000);
  });
  it("is $0 with none chosen", () => {
    expect(chosenPayoff(DEBTS, [])).toBe(0);
  });
  it("never counts a Mosaic loan, even if its id were sent", () => {
    expect(chosenPayoff(DEBTS, ["l0", "l2"])).toBe(4_200);
  });
});

describe("/prequal/debts: debts to pay off at closing, with a live total (decision 023)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.journey.mockResolvedValue(AT_DEBTS);
  });

  it("offers the payable debts, shows Mosaic as not paid off here, and totals what is ticked as it is ticked", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithApi(<DebtsStep />);
    await screen.findByRole("form", { name: "Pay off debts at closing" });
    expect(screen.getByText("Step 8 of 9")).toBeTruthy();
    const total = screen.getByRole("status");
    expect(total.textContent).toBe(
      "To pay off at closing: $0Your offer shows the cash left for you after these are paid.",
    );
    expect(screen.queryByRole("checkbox", { name: /MOSAIC/ })).toBeNull();
    expect(screen.getByText("MOSAIC SOLAR: $22,000")).toBeTruthy();

    await user.click(screen.getByRole("checkbox", { name: /Chase Card/ }));
    expect(total.textContent).toContain("To pay off at closing: $4,200");
    await user.click(screen.getByRole("checkbox", { name: /Ally Auto/ }));
    expect(total.textContent).toContain("To pay off at closing: $20,000");
    await user.click(screen.getByRole("checkbox", { name: /Chase Card/ }));
    expect(total.textContent).toContain("To pay off at closing: $15,800");
    expect(await axeViolations(container)).toEqual([]);

    api.saveStep.mockResolvedValue({ next: "/prequal/preview-offer" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/prequal/preview-offer"));
    expect(api.saveStep).toHaveBeenCalledWith({
      flow: "new",
      step: "debts",
      answers: { payoffLiabilityIds: ["l1"] },
    });
  });

  it("says whose each debt is when someone applies too (the same card on both reports is two accounts)", async () => {
    api.journey.mockResolvedValue({
      ...AT_DEBTS,
      reportLiabilities: [
        ...DEBTS,
        { ...CHASE, id: "l3", debtor: "coborrower" as const },
        { ...ALLY, id: "l4", debtor: "joint" as const },
      ],
    });
    renderWithApi(<DebtsStep />);
    await screen.findByRole("form", { name: "Pay off debts at closing" });
    const names = screen.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent);
    expect(names).toEqual([
      "Chase CardYours · Balance $4,200, $120 a month",
      "Ally AutoYours · Balance $15,800, $410 a month",
      "Chase CardYour coborrower’s · Balance $4,200, $120 a month",
      "Ally AutoJoint · Balance $15,800, $410 a month",
    ]);
  });

  it("names no owner when the debts are all the borrower's", async () => {
    renderWithApi(<DebtsStep />);
    await screen.findByRole("form", { name: "Pay off debts at closing" });
    expect(screen.getByText("Balance $4,200, $120 a month")).toBeTruthy();
    expect(screen.queryByText(/Yours/)).toBeNull();
  });

  it("shows the cash left (the offer's line less the debts ticked and its fee) as the boxes are ticked", async () => {
    const user = userEvent.setup({ delay: null });
    api.offer.mockResolvedValue(PRICED);
    renderWithApi(<DebtsStep />);
    await screen.findByRole("form", { name: "Pay off debts at closing" });
    const status = screen.getByRole("status");
    await waitFor(() => expect(status.textContent).toContain("Cash left for you: $98,010"));
    expect(status.textContent).toContain(
      "Your $100,000 line less the debts you chose and the $1,990 origination fee",
    );
    expect(api.offer).toHaveBeenCalledWith({ flow: "new" });

    await user.click(screen.getByRole("checkbox", { name: /Chase Card/ }));
    expect(status.textContent).toContain("Cash left for you: $93,810");
    await user.click(screen.getByRole("checkbox", { name: /Ally Auto/ }));
    expect(status.textContent).toContain("Cash left for you: $78,010");
    // The same domain function the offer states its cash left with.
    expect(cashLeftAtClosing({ line: 100_000, payoffTotal: 20_000, originationFee: 1_990 })).toBe(78_010);
  });

  it("comes back with the debts chosen before still ticked, and Back goes to mortgage-select", async () => {
    api.journey.mockResolvedValue({
      ...AT_DEBTS,
      answers: { ...AT_DEBTS.answers, payoffLiabilityIds: ["l0"] },
    });
    renderWithApi(<DebtsStep />);
    await screen.findByRole("form", { name: "Pay off debts at closing" });
    expect((screen.getByRole("checkbox", { name: /Chase Card/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("status").textContent).toContain("To pay off at closing: $4,200");
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/prequal/mortgage-select");
  });

  it("lets a person continue with none chosen", async () => {
    const user = userEvent.setup({ delay: null });
    api.saveStep.mockResolvedValue({ next: "/prequal/preview-offer" });
    renderWithApi(<DebtsStep />);
    await screen.findByRole("form", { name: "Pay off debts at closing" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(api.saveStep).toHaveBeenCalledTimes(1));
    expect(api.saveStep.mock.calls[0]?.[0]).toMatchObject({ answers: { payoffLiabilityIds: [] } });
  });

  it("sends a person without a session to sign in, coming back here", async () => {
    api.journey.mockResolvedValue({ ...AT_DEBTS, signedIn: false });
    renderWithApi(<DebtsStep />);
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith("/app/login?callbackUrl=%2Fprequal%2Fdebts"),
    );
    expect(screen.queryByRole("form")).toBeNull();
  });
});
