// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_DEFAULTS } from "@/lib/trpc/query-defaults";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import { EmploymentStep } from "./employment-step";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

const api = {
  journey: vi.fn(),
  get: vi.fn(),
  save: vi.fn(),
};
const trpc = {
  application: {
    journey: { queryOptions: () => ({ queryKey: ["application", "journey"], queryFn: () => api.journey() }) },
    employment: {
      get: {
        queryOptions: (input: unknown) => ({
          queryKey: ["application", "employment", "get", input],
          queryFn: () => api.get(input),
        }),
      },
      save: { mutationOptions: () => ({ mutationFn: (input: unknown) => api.save(input) }) },
    },
  },
};
const router = { push: vi.fn(), replace: vi.fn() };
let search = "";
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/app/application/4",
  useSearchParams: () => new URLSearchParams(search),
}));

const place = (who: string, path: string) => ({
  step: "employment",
  who,
  title: "Employment history",
  counter: 4,
  path,
  saved: false,
  open: true,
});
const JOURNEY = {
  product: "heloc",
  hasCoborrower: true,
  borrowerName: "Ann",
  coborrowerName: "Ben",
  places: [
    { ...place("application", "/app/application/3"), step: "realEstate", counter: 3, saved: true },
    place("borrower", "/app/application/4"),
    place("coborrower", "/app/application/4?borrower=coborrower"),
  ],
  resume: "/app/application/4",
  completed: false,
};
const today = new Date("2026-11-23T00:00:00Z");
const JOB = {
  id: "j1",
  employerName: "Blue Fern Clinics",
  position: "Nurse",
  employerPhone: "3025550188",
  employerAddress: { line1: "9 Elm St", line2: null, city: "Dover", state: "DE", zip: "19901" },
  startDate: new Date("2020-01-01T00:00:00Z"),
  endDate: null,
  percentageOwned: null,
  base: 6000,
  overtime: 0,
  bonuses: 0,
  commissions: 0,
  dataSource: "Sandbox Payroll Connect",
  reportId: "IV-1",
  pdfUrl: null,
};

function ApiProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.clearAllMocks();
  search = "";
  api.journey.mockResolvedValue(JOURNEY);
  api.get.mockResolvedValue({ version: 3, answers: { employments: [JOB], gapExplanations: [] }, today });
});

describe("employment history screen, wired to the API (issue 9)", () => {
  it("shows the saved jobs, saves them with the loaded version and goes on to the next screen", async () => {
    api.save.mockResolvedValue({ version: 4, next: "/app/application/4?borrower=coborrower", notices: [] });
    renderWithUi(
      <ApiProviders>
        <EmploymentStep />
      </ApiProviders>,
    );
    expect(await screen.findByDisplayValue("Blue Fern Clinics")).toBeTruthy();
    expect(screen.getByText("Step 4 of 7")).toBeTruthy();
    expect(screen.getByText("Verified by Sandbox Payroll Connect")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    expect(api.save.mock.calls[0]?.[0]).toMatchObject({
      who: "borrower",
      version: 3,
      answers: { employments: [expect.objectContaining({ id: "j1", employerName: "Blue Fern Clinics" })] },
    });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/application/4?borrower=coborrower"));
  });

  it("asks the coborrower about their own jobs on ?borrower=coborrower", async () => {
    search = "borrower=coborrower";
    renderWithUi(
      <ApiProviders>
        <EmploymentStep />
      </ApiProviders>,
    );
    expect(await screen.findByText("These answers are for Ben, your coborrower.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Your coborrower's employment history" })).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith({ who: "coborrower" });
  });

  it("tells a stale tab to reload instead of overwriting (CONFLICT)", async () => {
    const stale =
      "These answers were changed in another tab or device. Reload the page to see the latest before saving again.";
    api.save.mockRejectedValue(Object.assign(new Error(stale), { data: { code: "CONFLICT" } }));
    renderWithUi(
      <ApiProviders>
        <EmploymentStep />
      </ApiProviders>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload to see the latest answers" })).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });
});
