// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { AddressStep } from "./address-step";
import { CoborrowerStep } from "./coborrower-step";
import { ListedForSaleStep } from "./listed-for-sale-step";
import { NewMortgageStep } from "./new-mortgage-step";
import { aJourney, fakeApi, renderWithApi } from "./prequal.test-support";

const { api, trpc } = fakeApi();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/prequal" }));

const BUILDING: PrequalAnswers = { propertyType: "singleFamily", units: 1, propertyUse: "primaryResidence" };
const ADDRESS = { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" } as const;
const THROUGH_DEROGATORY: PrequalAnswers = {
  ...BUILDING,
  address: ADDRESS,
  estimatedValue: 500_000,
  listedForSale: false,
  product: "heloc",
  derogatory: { bankruptcy: false, foreclosure: false, shortSale: false },
};

const continueButton = () => screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;

beforeEach(() => {
  vi.clearAllMocks();
});

describe("/prequal/address", () => {
  it("asks for the address with autofill tokens and a state list, and saves the form's own strings", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockResolvedValue(
      aJourney({ answers: BUILDING, next: { path: "/prequal/address", status: null } }),
    );
    api.saveStep.mockResolvedValue({ next: "/prequal/listed-for-sale" });
    const { container } = renderWithApi(<AddressStep />);
    await screen.findByRole("form", { name: "Where is the home?" });
    expect(screen.getByText("Step 2 of 9")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/prequal/building-type");
    expect(screen.getByLabelText("Street address").getAttribute("autocomplete")).toBe("address-line1");
    expect(screen.getByLabelText("City").getAttribute("autocomplete")).toBe("address-level2");
    expect(screen.getByLabelText("ZIP code").getAttribute("autocomplete")).toBe("postal-code");
    expect(screen.getByLabelText("State").getAttribute("autocomplete")).toBe("address-level1");

    await user.type(screen.getByLabelText("Street address"), "100 Main Street");
    await user.type(screen.getByLabelText("City"), "Wilmington");
    await user.selectOptions(screen.getByLabelText("State"), "DE");
    await user.type(screen.getByLabelText("ZIP code"), "19801");
    expect(continueButton().disabled).toBe(true);
    await user.type(screen.getByLabelText("What do you think it’s worth?"), "500000");
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(continueButton());

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/prequal/listed-for-sale"));
    expect(api.saveStep).toHaveBeenCalledWith({
      flow: "new",
      step: "address",
      answers: {
        address: { line1: "100 Main Street", line2: "", city: "Wilmington", state: "DE", zip: "19801" },
        estimatedValue: "$500,000",
      },
    });
  });

  it("comes back with the answers given (Back keeps answers) and shows the server's refusal beside its field", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockResolvedValue(
      aJourney({ answers: THROUGH_DEROGATORY, next: { path: "/prequal/credit", status: "prequalCredit" } }),
    );
    api.saveStep.mockRejectedValue(
      Object.assign(new Error("Check the answers marked below."), {
        data: { fieldErrors: { "answers.address.zip": ["That ZIP code is not in Delaware"] } },
      }),
    );
    renderWithApi(<AddressStep />);
    await screen.findByRole("form", { name: "Where is the home?" });
    expect((screen.getByLabelText("Street address") as HTMLInputElement).value).toBe("100 Main Street");
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("DE");
    expect((screen.getByLabelText("What do you think it’s worth?") as HTMLInputElement).value).toBe(
      "$500,000",
    );
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    const zip = screen.getByLabelText("ZIP code");
    await waitFor(() => expect(zip.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("That ZIP code is not in Delaware")).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe("/prequal/listed-for-sale", () => {
  it("goes where the server sends a yes (a listed home declines)", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockResolvedValue(
      aJourney({
        answers: { ...BUILDING, address: ADDRESS, estimatedValue: 500_000 },
        next: { path: "/prequal/listed-for-sale", status: "prequalListedForSale" },
      }),
    );
    api.saveStep.mockResolvedValue({ next: "/app/ineligible/low-equity" });
    renderWithApi(<ListedForSaleStep />);
    const question = await screen.findByRole("radiogroup", {
      name: "Is the home listed for sale right now?",
    });
    expect(continueButton().disabled).toBe(true);
    await user.click(within(question).getByLabelText("Yes"));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/ineligible/low-equity"));
    expect(api.saveStep).toHaveBeenCalledWith({
      flow: "new",
      step: "listed-for-sale",
      answers: { listedForSale: true },
    });
  });
});

describe("/prequal/new-mortgage", () => {
  const atNewMortgage = aJourney({
    answers: { ...BUILDING, address: ADDRESS, estimatedValue: 500_000, listedForSale: false },
    next: { path: "/prequal/new-mortgage", status: "prequalNewMortgage" },
  });

  it("chooses a HELOC by default: Continue works at once", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockResolvedValue(atNewMortgage);
    api.saveStep.mockResolvedValue({ next: "/prequal/derogatory" });
    renderWithApi(<NewMortgageStep />);
    await screen.findByRole("form", { name: "What are you looking for?" });
    expect((screen.getByLabelText("A home equity line of credit (HELOC)") as HTMLInputElement).checked).toBe(
      true,
    );
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    await waitFor(() => expect(api.saveStep).toHaveBeenCalledTimes(1));
    expect(api.saveStep.mock.calls[0]?.[0]).toEqual({
      flow: "new",
      step: "new-mortgage",
      answers: { product: "heloc" },
    });
  });

  it("asks a purchase for its price and down payment, and sends only what that choice needs", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockResolvedValue(atNewMortgage);
    api.saveStep.mockResolvedValue({ next: "/prequal/derogatory" });
    const { container } = renderWithApi(<NewMortgageStep />);
    await user.click(await screen.findByLabelText("A mortgage"));
    await user.click(screen.getByLabelText("Refinancing and taking cash out"));
    await user.type(screen.getByLabelText("Cash you want to take out"), "40000");
    await user.click(screen.getByLabelText("Buying this home"));
    // The resolver checks asynchronously: the purchase's empty amounts disable Continue once it has.
    await waitFor(() => expect(continueButton().disabled).toBe(true));
    await user.type(screen.getByLabelText("Purchase price"), "400000");
    await user.type(screen.getByLabelText("Down payment"), "400000");
    expect(await screen.findByText("The down payment must be less than the price")).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    await user.clear(screen.getByLabelText("Down payment"));
    await user.type(screen.getByLabelText("Down payment"), "80000");
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(continueButton());
    await waitFor(() => expect(api.saveStep).toHaveBeenCalledTimes(1));
    expect(api.saveStep.mock.calls[0]?.[0]).toEqual({
      flow: "new",
      step: "new-mortgage",
      answers: {
        product: "mortgage",
        purpose: "purchase",
        purchasePrice: "$400,000",
        downPayment: "$80,000",
        cashOutAmount: undefined,
      },
    });
  });
});

describe("/prequal/coborrower", () => {
  const afterCredit = {
    ...THROUGH_DEROGATORY,
    borrower: { firstName: "Ada", lastName: "Lovelace", annualIncome: 120_000 },
  };

  it("is passed over when no one applies with the borrower", async () => {
    api.journey.mockResolvedValue(
      aJourney({
        signedIn: true,
        hasAccount: true,
        answers: { ...afterCredit, withCoborrower: false },
        next: { path: "/prequal/credit-check", status: "prequalCoborrower" },
      }),
    );
    renderWithApi(<CoborrowerStep lenderName="Birch Lending LLC" />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/prequal/credit-check"));
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("lets the borrower say no one applies with them after all", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockResolvedValue(
      aJourney({
        signedIn: true,
        hasAccount: true,
        answers: { ...afterCredit, withCoborrower: true },
        next: { path: "/prequal/coborrower", status: "prequalCoborrower" },
      }),
    );
    api.saveStep.mockResolvedValue({ next: "/prequal/credit-check" });
    const { container } = renderWithApi(<CoborrowerStep lenderName="Birch Lending LLC" />);
    await screen.findByRole("form", { name: "Who is applying with you?" });
    // The credit step's second half: its number, and a coborrower never changes the total.
    expect(screen.getByText("Step 6 of 9")).toBeTruthy();
    expect(screen.getByText(/^They agree that Birch Lending LLC may check their credit/)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "No one is applying with me after all" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/prequal/credit-check"));
    expect(api.saveStep).toHaveBeenCalledWith({
      flow: "new",
      step: "coborrower",
      answers: { withCoborrower: false },
    });
  });
});
