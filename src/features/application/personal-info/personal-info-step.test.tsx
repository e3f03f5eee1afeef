// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { aJourney, fakeApplicationApi, renderWithApi } from "./application-step.test-support";
import { PersonalInfoStep } from "./personal-info-step";

const { api, trpc } = fakeApplicationApi();
const router = { push: vi.fn(), replace: vi.fn() };
const search = vi.hoisted(() => ({ value: new URLSearchParams() }));

vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/app/application/1",
  useSearchParams: () => search.value,
}));

const HOME = { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" };
const SAVED = {
  firstName: "Ada",
  lastName: "Lovelace",
  citizenship: "usCitizen",
  maritalStatus: "married",
  dependantCount: 0,
  dependantAges: [],
  phone: "3025550142",
  currentResidence: { address: HOME, years: 6, months: 0, housing: "own" },
  militaryStatus: "none",
  ssnLastFour: "6789",
};
const view = (answers: unknown = null) => ({
  version: answers ? 3 : 0,
  answers,
  identity: { ssnMasked: "*** - ** - 6789", hasDateOfBirth: true },
  prefill: { firstName: "Ada", lastName: "Lovelace", phone: "3025550142" },
});

describe("/app/application/1: personal information (spec §2, decision 027)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    search.value = new URLSearchParams();
    api.journey.mockResolvedValue(aJourney());
  });

  it("shows the saved answers, the SSN only masked, and saves them with the version it loaded", async () => {
    const user = userEvent.setup({ delay: null });
    api.personalInfoGet.mockResolvedValue(view(SAVED));
    api.personalInfoSave.mockResolvedValue({ version: 4, next: "/app/application/2", notices: [] });
    renderWithApi(<PersonalInfoStep />);
    expect(await screen.findByText("Step 1 of 7")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Personal information" })).toBeTruthy();
    expect(screen.getByText("Social Security number: *** - ** - 6789")).toBeTruthy();
    expect((screen.getByLabelText("Years there") as HTMLInputElement).value).toBe("6");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/application/2"));
    expect(api.personalInfoSave).toHaveBeenCalledWith(
      expect.objectContaining({ who: "borrower", version: 3, answers: expect.objectContaining({ ssn: "" }) }),
    );
  });

  it("shows the server's refusal of another SSN above Continue, the field not being on the screen", async () => {
    const user = userEvent.setup({ delay: null });
    api.personalInfoGet.mockResolvedValue(view(SAVED));
    const sentence =
      "This is not the Social Security number we checked your credit with (*** - ** - 6789). If that one is wrong, contact us to correct it: it can't be changed here";
    api.personalInfoSave.mockRejectedValue({
      message: "Some answers need another look.",
      data: { code: "BAD_REQUEST", fieldErrors: { ssn: [sentence] } },
    });
    renderWithApi(<PersonalInfoStep />);
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("offers a reload when another tab saved first", async () => {
    const user = userEvent.setup({ delay: null });
    api.personalInfoGet.mockResolvedValue(view(SAVED));
    api.personalInfoSave.mockRejectedValue({
      message:
        "These answers were changed in another tab or device. Reload the page to see the latest before saving again.",
      data: { code: "CONFLICT" },
    });
    renderWithApi(<PersonalInfoStep />);
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("button", { name: "Reload to see the latest answers" })).toBeTruthy();
  });

  it("asks the coborrower's own questions on their turn, under their name", async () => {
    search.value = new URLSearchParams("borrower=coborrower");
    api.journey.mockResolvedValue(aJourney({ coborrower: true }));
    api.personalInfoGet.mockResolvedValue({ ...view(), prefill: { firstName: "Ben" } });
    renderWithApi(<PersonalInfoStep />);
    expect(await screen.findByText("These answers are for Ben, your coborrower.")).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 1, name: "Your coborrower's personal information" }),
    ).toBeTruthy();
    expect(api.personalInfoGet).toHaveBeenCalledWith({ who: "coborrower" });
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ben");
  });

  it("starts the current address from the home borrowed against when the borrower lives there", async () => {
    const currentAddress = { line1: "12 Oak Street", city: "Wilmington", state: "DE", zip: "19801" };
    api.personalInfoGet.mockResolvedValue({ ...view(), prefill: { firstName: "Ada", currentAddress } });
    renderWithApi(<PersonalInfoStep />);
    await screen.findByRole("button", { name: "Continue" });
    expect(screen.getAllByDisplayValue("12 Oak Street")).toHaveLength(1);
    expect(screen.getAllByDisplayValue("Wilmington")).toHaveLength(1);
  });

  it("has no serious accessibility violations", async () => {
    api.personalInfoGet.mockResolvedValue(view());
    const { container } = renderWithApi(<PersonalInfoStep />);
    await screen.findByRole("button", { name: "Continue" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
