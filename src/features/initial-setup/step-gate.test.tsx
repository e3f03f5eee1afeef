// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { aJourney, api, aRefusal, givenJourney, router } from "./initial-setup.test-support";
import { NameStep } from "./name-step";
import { PropertyValueStep } from "./property-value-step";

vi.mock("next/navigation", async () => {
  const { router } = await import("./initial-setup.test-support");
  return { useRouter: () => router, usePathname: () => "/app/initial-setup/name" };
});
vi.mock("./initial-setup-api", async () => (await import("./initial-setup.test-support")).apiModule);

// Typing and axe in jsdom take seconds on two shared cores.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe("an old-flow screen (name, property-value)", () => {
  beforeEach(() => givenJourney(aJourney()));

  it("shows 'Step 1 of 13' and a progress bar, no Back on the entry step, and Continue disabled until valid", async () => {
    renderWithUi(<NameStep />);
    // The form's code loads after first paint: the screen says it is loading until it is in.
    expect(await screen.findByRole("progressbar", { name: "Step 1 of 13" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Back" })).toBeNull();
    const proceed = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    await waitFor(() => expect(proceed.disabled).toBe(true));
    await userEvent.type(screen.getByLabelText("First name"), "Ada");
    await userEvent.type(screen.getByLabelText("Last name"), "Lovelace");
    await waitFor(() => expect(proceed.disabled).toBe(false));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("saves the answers with prequal.saveStep and goes to the path the server names", async () => {
    api.saveStep.mockResolvedValueOnce({ next: "/app/initial-setup/mcr-account-creation" });
    renderWithUi(<NameStep />);
    await userEvent.type(await screen.findByLabelText("First name"), "Ada");
    await userEvent.type(screen.getByLabelText("Last name"), "Lovelace{Enter}");
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/initial-setup/mcr-account-creation"));
    expect(api.saveStep).toHaveBeenCalledWith({
      flow: "old",
      step: "name",
      answers: { firstName: "Ada", lastName: "Lovelace" },
    });
  });

  it("keeps the answers given (Back): the form opens with them and Back goes to the step before", async () => {
    givenJourney(
      aJourney({
        hasAccount: true,
        answers: { borrower: { firstName: "Ada", lastName: "Lovelace" }, estimatedValue: 450_000 },
        next: { path: "/app/initial-setup/mortgage-estimate", status: "mortgageEstimate" },
      }),
    );
    renderWithUi(<PropertyValueStep />);
    expect((screen.getByLabelText("Estimated home value") as HTMLInputElement).value).toBe("$450,000");
    // The account exists, so Back passes over creating it.
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/app/initial-setup/name");
    expect(screen.getByRole("progressbar", { name: "Step 3 of 13" })).toBeTruthy();
  });

  it("shows the server's refusal beside its field, and a refusal about nothing shown as a sentence", async () => {
    givenJourney(aJourney({ answers: { borrower: { firstName: "Ada", lastName: "Lovelace" } } }));
    api.saveStep.mockRejectedValueOnce(
      aRefusal("Some answers need another look.", {
        "answers.lastName": ["Enter your last name as on your ID"],
      }),
    );
    renderWithUi(<NameStep />);
    const proceed = (await screen.findByRole("button", { name: "Continue" })) as HTMLButtonElement;
    // The answers given are valid: Continue is enabled once the form has checked them.
    await waitFor(() => expect(proceed.disabled).toBe(false));
    await userEvent.click(proceed);
    await waitFor(() => expect(screen.getByLabelText("Last name").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Enter your last name as on your ID")).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();

    // Continue waits for the field to be corrected.
    expect(proceed.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Last name"), "-Byron");
    await waitFor(() => expect(proceed.disabled).toBe(false));

    api.saveStep.mockRejectedValueOnce(aRefusal("Something went wrong on our side and nothing was changed."));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Something went wrong on our side and nothing was changed.",
    );
  });

  it("sends a person who opened a screen out of turn to the next step to do", async () => {
    givenJourney(aJourney({ next: { path: "/app/initial-setup/mcr-account-creation", status: "email" } }));
    renderWithUi(<PropertyValueStep />);
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith("/app/initial-setup/mcr-account-creation"),
    );
    expect(screen.queryByLabelText("Estimated home value")).toBeNull();
  });

  it("waits for the journey read for this screen: the previous screen's, still cached, never sends the person back", () => {
    // Cached from the name screen before its save: the next step was still the name.
    api.journey = {
      data: aJourney(),
      isFetchedAfterMount: false,
      isFetching: true,
      isError: false,
      refetch: vi.fn(),
    };
    renderWithUi(<PropertyValueStep />);
    expect(router.replace).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("Loading your answers…");
  });

  it("says so when the answers cannot be loaded, and tries again on request", async () => {
    const refetch = vi.fn();
    api.journey = { data: undefined, isFetchedAfterMount: true, isFetching: false, isError: true, refetch };
    renderWithUi(<NameStep />);
    expect(screen.getByRole("alert").textContent).toMatch(/couldn’t load your answers/);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalled();
  });
});
