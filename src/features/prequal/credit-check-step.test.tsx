// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { CreditCheckStep } from "./credit-check-step";
import { aJourney, fakeApi, renderWithApi } from "./prequal.test-support";

const { api, trpc } = fakeApi();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/prequal/credit-check" }));

const READY_FOR_THE_CHECK = aJourney({
  signedIn: true,
  hasAccount: true,
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
  },
  next: { path: "/prequal/credit-check", status: "prequalCoborrower" },
});

describe("/prequal/credit-check: the soft pull on arrival (decision 023)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.journey.mockResolvedValue(READY_FOR_THE_CHECK);
  });

  it("pulls once, even when React's strict mode runs the effect twice, says calmly that the score is not touched, then goes where the answer says", async () => {
    let answer: (value: { next: string }) => void = () => {};
    api.pullCredit.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = renderWithApi(
      <StrictMode>
        <CreditCheckStep />
      </StrictMode>,
    );
    const status = await screen.findByText("Checking your credit — this does not affect your score");
    expect(status.closest("[role=status]")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Checking your credit" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    answer({ next: "/prequal/mortgage-select" });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/prequal/mortgage-select"));
    expect(api.pullCredit).toHaveBeenCalledTimes(1);
    expect(api.pullCredit).toHaveBeenCalledWith({ flow: "new" });
  });

  it("goes to an ineligible page when the answer says so", async () => {
    api.pullCredit.mockResolvedValue({ next: "/app/ineligible/boost" });
    renderWithApi(<CreditCheckStep />);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/ineligible/boost"));
  });

  it("shows a failure in plain words with Try again, which pulls again", async () => {
    const user = userEvent.setup({ delay: null });
    api.pullCredit
      .mockRejectedValueOnce(aServerRefusal("The credit bureau is not answering. Try again in a minute."))
      .mockResolvedValueOnce({ next: "/prequal/mortgage-select" });
    renderWithApi(<CreditCheckStep />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The credit bureau is not answering. Try again in a minute.",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/prequal/mortgage-select"));
    expect(api.pullCredit).toHaveBeenCalledTimes(2);
  });

  it("does not pull for someone whose credit was already checked: it goes on to what followed", async () => {
    api.journey.mockResolvedValue({
      ...READY_FOR_THE_CHECK,
      creditPulled: true,
      next: { path: "/prequal/mortgage-select", status: "prequalMortgageSelect" },
    });
    renderWithApi(<CreditCheckStep />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/prequal/mortgage-select"));
    expect(api.pullCredit).not.toHaveBeenCalled();
  });
});
