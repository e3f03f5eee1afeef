// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { BuildingTypeStep } from "./building-type-step";
import { aJourney, fakeApi, renderWithApi } from "./prequal.test-support";

const { api, trpc } = fakeApi();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/prequal/building-type" }));

const continueButton = () => screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
const recordArrival = (previous: string | null) =>
  sessionStorage.setItem("navigation", JSON.stringify({ previous, current: "/prequal/building-type" }));

describe("/prequal/building-type, the new flow's entry (spec §2, §3)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
    api.journey.mockResolvedValue(aJourney());
  });

  it("asks the kind of home without manufactured, units 1 to 5+, and the use as three pictured cards; then saves", async () => {
    const user = userEvent.setup({ delay: null });
    api.saveStep.mockResolvedValue({ next: "/prequal/address" });
    const { container } = renderWithApi(<BuildingTypeStep />);
    await screen.findByRole("form", { name: "Tell us about your home" });
    expect(screen.getByText("Step 1 of 9")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Back" })).toBeNull();

    const kinds = screen.getByRole("radiogroup", { name: "What kind of home is it?" });
    expect(
      within(kinds)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["singleFamily", "multiUnit", "condo", "townhouse"]);
    const units = screen.getByRole("group", { name: "How many units does the building have?" });
    expect(
      within(units)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["1", "2", "3", "4", "5+"]);
    const uses = screen.getByRole("radiogroup", { name: "How do you use this home?" });
    expect(
      within(uses)
        .getAllByRole("img")
        .map((img) => img.getAttribute("aria-label")),
    ).toEqual([
      "Illustration of a family house",
      "Illustration of a cabin by a lake in the mountains",
      "Illustration of a small apartment building and a key",
    ]);
    expect(continueButton().disabled).toBe(true);

    await user.click(within(kinds).getByLabelText("Townhouse"));
    await user.click(within(units).getByLabelText("1"));
    await user.click(within(uses).getByLabelText("Secondary Home"));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(continueButton());

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/prequal/address"));
    expect(api.saveStep).toHaveBeenCalledWith({
      flow: "new",
      step: "building-type",
      answers: { propertyType: "townhouse", units: "1", propertyUse: "secondHome" },
    });
  });

  it("brings someone who comes back from outside the flow to where they left off", async () => {
    recordArrival("/app/login");
    api.journey.mockResolvedValue(
      aJourney({
        signedIn: true,
        hasAccount: true,
        answers: { propertyType: "condo", units: 1, propertyUse: "primaryResidence" },
        next: { path: "/prequal/address", status: "prequalAddress" },
      }),
    );
    renderWithApi(<BuildingTypeStep />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/prequal/address"));
  });

  it("shows the answers given when someone goes Back to it from the next step", async () => {
    recordArrival("/prequal/address");
    api.journey.mockResolvedValue(
      aJourney({
        answers: { propertyType: "condo", units: 2, propertyUse: "investment" },
        next: { path: "/prequal/address", status: "prequalAddress" },
      }),
    );
    renderWithApi(<BuildingTypeStep />);
    await screen.findByRole("form", { name: "Tell us about your home" });
    expect(router.replace).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Condo") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("2") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Rental Property") as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
  });

  it("says so in plain words, with Try again, when the answers cannot be read", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(aJourney());
    renderWithApi(<BuildingTypeStep />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We could not connect. Check your internet connection and try again.",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("form", { name: "Tell us about your home" });
  });
});
