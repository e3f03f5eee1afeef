// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { aJourney, fakeApplicationApi, renderWithApi } from "../shared/fake-application-api.test-support";
import { DemographicsStep } from "./demographics-step";

const { api, trpc } = fakeApplicationApi();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(""),
  usePathname: () => "/app/application/6",
}));

const SAVED = {
  ethnicity: { notHispanicOrLatino: true },
  race: { white: true },
  sex: { female: true },
};

describe("/app/application/6: the borrower's demographic information", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.journey.mockResolvedValue(aJourney());
  });

  it("shows the saved answers, and saves them with the version it loaded, then goes to step 7", async () => {
    const user = userEvent.setup();
    api.demographicsGet.mockResolvedValue({ version: 3, answers: SAVED });
    api.demographicsSave.mockResolvedValue({ version: 4, next: "/app/application/7", notices: [] });
    renderWithApi(<DemographicsStep />);
    const race = await screen.findByRole("group", { name: "Race" });
    expect((within(race).getByRole("checkbox", { name: "White" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Step 6 of 7")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/application/7"));
    expect(api.demographicsSave.mock.calls[0]?.[0]).toMatchObject({
      who: "borrower",
      version: 3,
      answers: { race: { white: true }, sex: { female: true } },
    });
  });

  it("says when another tab saved first, and offers to reload instead of overwriting", async () => {
    const user = userEvent.setup();
    api.demographicsGet.mockResolvedValue({ version: 1, answers: SAVED });
    api.demographicsSave.mockRejectedValue(
      Object.assign(
        new Error(
          "These answers were changed in another tab or device. Reload the page to see the latest before saving again.",
        ),
        {
          data: { code: "CONFLICT" },
        },
      ),
    );
    renderWithApi(<DemographicsStep />);
    await screen.findByRole("group", { name: "Race" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/changed in another tab/);
    expect(screen.getByRole("button", { name: /Reload/ })).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });
});
