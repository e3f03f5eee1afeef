// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_DEFAULTS } from "@/lib/trpc/query-defaults";
import { ToastHost } from "@/ui/toast-host";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import { DebtConsolidationStep } from "./debt-consolidation-step";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

const api = {
  journey: vi.fn(),
  get: vi.fn(),
  save: vi.fn(),
};
const query = (key: string, fn: () => Promise<unknown>) => ({
  queryOptions: () => ({ queryKey: ["application", key], queryFn: fn }),
});
const trpc = {
  application: {
    journey: query("journey", () => api.journey()),
    debtConsolidation: {
      get: query("debtConsolidation.get", () => api.get()),
      save: {
        mutationOptions: (options: object) => ({
          mutationFn: (input: unknown) => api.save(input),
          ...options,
        }),
      },
    },
  },
};
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/app/application/debt-consolidation",
  useSearchParams: () => new URLSearchParams(),
}));

const place = (step: string, path: string, counter: number | null) => ({
  step,
  who: "application",
  title: step,
  counter,
  path,
  saved: false,
  open: true,
});
const JOURNEY = {
  product: "heloc",
  hasCoborrower: false,
  borrowerName: "Ann",
  coborrowerName: null,
  places: [
    place("otherIncome", "/app/application/other-income", null),
    place("debtConsolidation", "/app/application/debt-consolidation", null),
    place("demographics", "/app/application/6", 6),
  ],
  resume: "/app/application/debt-consolidation",
  completed: false,
};
const VIEW = {
  version: 0,
  hasCoborrower: false,
  debts: [
    {
      id: "l1",
      creditor: "Sandbox Bank Visa",
      balance: 2_350,
      monthlyPayment: 70,
      dateOpened: null,
      hiCredit: null,
      type: "revolving",
      debtor: "borrower",
      isMortgage: false,
      onThisHome: false,
      propertyId: null,
      excludedFromPayoff: false,
    },
  ],
  answers: { decisions: [{ id: "l1", action: "payOff" }], added: [] },
  offer: { product: "heloc", line: 200_000, payoffTotal: 2_350, cashLeft: 188_000, payoffExceedsLine: false },
};

function renderStep() {
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  return renderWithUi(
    <QueryClientProvider client={client}>
      <DebtConsolidationStep />
      <ToastHost />
    </QueryClientProvider>,
  );
}

describe("/app/application/debt-consolidation on its page", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.journey.mockResolvedValue(JOURNEY);
    api.get.mockResolvedValue(VIEW);
  });

  it("shows the offer as priced, saves the decisions and tells of the offer priced again", async () => {
    const user = userEvent.setup({ delay: null });
    const notice = "Your offer was updated: a $200,000 line, $2,350 paying off debts, $188,000 left for you.";
    api.save.mockResolvedValue({
      version: 1,
      next: "/app/application/6",
      notices: [notice],
      offer: VIEW.offer,
    });
    renderStep();
    expect(
      await screen.findByText(
        "Your offer now: a $200,000 line, $2,350 paying off debts, $188,000 left for you.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(
      "/app/application/other-income",
    );
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/application/6"));
    expect(api.save.mock.calls[0]?.[0]).toEqual({
      who: "application",
      version: 0,
      answers: { decisions: [{ id: "l1", action: "payOff" }], added: [] },
    });
    expect(await screen.findByText(notice)).toBeTruthy();
  });
});
