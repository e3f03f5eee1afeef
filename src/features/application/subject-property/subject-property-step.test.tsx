// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { aJourney, fakeApplicationApi, renderWithApi } from "../personal-info/application-step.test-support";
import { SubjectPropertyStep } from "./subject-property-step";

const { api, trpc } = fakeApplicationApi();
const router = { push: vi.fn(), replace: vi.fn() };

vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/app/application/2",
  useSearchParams: () => new URLSearchParams(),
}));

const HOME = { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" };
const SAVED = {
  product: "heloc",
  address: HOME,
  propertyUse: "primaryResidence",
  propertyType: "condo",
  units: 1,
  estimatedValue: 650_000,
  titleNames: "Ada Lovelace",
  titleManner: "soleOwnership",
  isInTrust: true,
  hoaMonthlyFees: 250,
  annualPropertyTaxes: 4800,
  annualHomeownersInsurance: 1200,
};

describe("/app/application/2: property information (spec §2)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.journey.mockResolvedValue(aJourney({ step2Open: true }));
  });

  it("sends the applicant back to where they resume while step 1 is not done", async () => {
    api.journey.mockResolvedValue(aJourney({ step2Open: false }));
    renderWithApi(<SubjectPropertyStep />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/app/application/1"));
    expect(api.subjectPropertyGet).not.toHaveBeenCalled();
  });

  it("shows the saved property and saves it with the version it loaded, going on to step 3", async () => {
    const user = userEvent.setup({ delay: null });
    api.subjectPropertyGet.mockResolvedValue({ version: 2, product: "heloc", answers: SAVED, prefill: {} });
    api.subjectPropertySave.mockResolvedValue({ version: 3, next: "/app/application/3", notices: [] });
    renderWithApi(<SubjectPropertyStep />);
    expect(await screen.findByText("Step 2 of 7")).toBeTruthy();
    expect((screen.getByLabelText("HOA fees per month") as HTMLInputElement).value).toBe("$250");
    expect(screen.queryByRole("region", { name: "Purchase or refinance" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/application/3"));
    expect(api.subjectPropertySave).toHaveBeenCalledWith(
      expect.objectContaining({ version: 2, answers: expect.objectContaining({ hoaMonthlyFees: "$250" }) }),
    );
  });

  it("asks a mortgage application whether it buys or refinances", async () => {
    api.subjectPropertyGet.mockResolvedValue({ version: 0, product: "mortgage", answers: null, prefill: {} });
    renderWithApi(<SubjectPropertyStep />);
    expect(await screen.findByRole("region", { name: "Purchase or refinance" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Buying it" })).toBeTruthy();
  });

  it("has no serious accessibility violations", async () => {
    api.subjectPropertyGet.mockResolvedValue({ version: 0, product: "mortgage", answers: null, prefill: {} });
    const { container } = renderWithApi(<SubjectPropertyStep />);
    await screen.findByRole("button", { name: "Continue" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
