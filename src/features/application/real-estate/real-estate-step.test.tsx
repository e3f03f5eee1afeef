// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_DEFAULTS } from "@/lib/trpc/query-defaults";
import { ToastHost } from "@/ui/toast-host";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import { RealEstateStep } from "./real-estate-step";

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
    realEstate: {
      get: query("realEstate.get", () => api.get()),
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
  usePathname: () => "/app/application/3",
  useSearchParams: () => new URLSearchParams(),
}));

const place = (step: string, path: string, counter: number | null, open = true) => ({
  step,
  who: step === "personalInfo" ? "borrower" : "application",
  title: step,
  counter,
  path,
  saved: false,
  open,
});
const JOURNEY = {
  product: "heloc",
  hasCoborrower: false,
  borrowerName: "Ann",
  coborrowerName: null,
  places: [
    place("personalInfo", "/app/application/1", 1),
    place("subjectProperty", "/app/application/2", 2),
    place("realEstate", "/app/application/3", 3),
    place("employment", "/app/application/4", 4, false),
  ],
  resume: "/app/application/3",
  completed: false,
};
const VIEW = {
  version: 2,
  product: "heloc",
  prefilled: false,
  answers: {
    properties: [
      {
        propertyId: "prop-rental",
        fromCreditReport: true,
        address: { line1: "512 Rental Row", line2: null, city: "Wilmington", state: "DE", zip: "19801" },
        status: "retained",
        use: "investment",
        value: 350_000,
        mortgages: [],
        rentalUnits: 1,
        annualRentalIncome: 28_800,
      },
    ],
    assets: [],
  },
};

function renderStep() {
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  return renderWithUi(
    <QueryClientProvider client={client}>
      <RealEstateStep />
      <ToastHost />
    </QueryClientProvider>,
  );
}

describe("/app/application/3 on its page", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.journey.mockResolvedValue(JOURNEY);
    api.get.mockResolvedValue(VIEW);
  });

  it("shows step 3 of 7 with Back to step 2, saves against the version loaded and goes on", async () => {
    const user = userEvent.setup({ delay: null });
    api.save.mockResolvedValue({ version: 3, next: "/app/application/4", notices: [] });
    renderStep();
    expect(await screen.findByRole("heading", { level: 1, name: "Other real estate you own" })).toBeTruthy();
    expect(await screen.findByText("Step 3 of 7")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/app/application/2");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/application/4"));
    expect(api.save.mock.calls[0]?.[0]).toMatchObject({ who: "application", version: 2 });
  });

  it("offers a reload when another tab saved first", async () => {
    const user = userEvent.setup({ delay: null });
    api.save.mockRejectedValue(
      Object.assign(
        new Error(
          "These answers were changed in another tab or device. Reload the page to see the latest before saving again.",
        ),
        {
          data: { code: "CONFLICT" },
        },
      ),
    );
    renderStep();
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toContain("changed in another tab");
    expect(screen.getByRole("button", { name: "Reload to see the latest answers" })).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });
});
