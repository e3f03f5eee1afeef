// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { aJourney, api, aRefusal, givenJourney, router } from "./initial-setup.test-support";
import { McrStep } from "./mcr-step";

vi.mock("next/navigation", async () => {
  const { router } = await import("./initial-setup.test-support");
  return { useRouter: () => router, usePathname: () => "/app/initial-setup/mcr" };
});
vi.mock("./initial-setup-api", async () => (await import("./initial-setup.test-support")).apiModule);

// Typing and axe in jsdom take seconds on two shared cores.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const partnersLead = aJourney({
  referred: true,
  answers: {
    borrower: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "3025550142" },
    zip: "19801",
    estimatedValue: 450_000,
    mortgageBalanceEstimate: 150_000,
  },
  next: { path: "/app/initial-setup/mcr", status: "mcr" },
});

describe("mcr for a partner's lead: the details the partner sent", () => {
  beforeEach(() => {
    givenJourney(partnersLead);
    window.history.replaceState(null, "", "/app/initial-setup/mcr");
  });

  it("opens the referral link once, takes the token out of the address bar, and shows the prefilled details", async () => {
    window.history.replaceState(null, "", "/app/initial-setup/mcr?ref=tok_1234567890");
    const { rerender } = renderWithUi(<McrStep referralToken="tok_1234567890" />);
    expect(await screen.findByLabelText("First name")).toBeTruthy();
    rerender(<McrStep referralToken="tok_1234567890" />);
    expect(api.startFromReferral).toHaveBeenCalledTimes(1);
    expect(api.startFromReferral).toHaveBeenCalledWith({ token: "tok_1234567890" });
    expect(window.location.search).toBe("");

    expect(screen.getByText("Step 1 of 13")).toBeTruthy();
    expect((screen.getByLabelText("Last name") as HTMLInputElement).value).toBe("Lovelace");
    expect((screen.getByLabelText("ZIP code of the home") as HTMLInputElement).value).toBe("19801");
    expect((screen.getByLabelText("Estimated home value") as HTMLInputElement).value).toBe("$450,000");
    expect((screen.getByLabelText("Mortgage balance") as HTMLInputElement).value).toBe("$150,000");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect(screen.getByText("(302) 555-0142")).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("says a refused link in words, with the way to start without it", async () => {
    api.startFromReferral.mockRejectedValueOnce(
      aRefusal("This link has expired. Ask your adviser for a new one."),
    );
    renderWithUi(<McrStep referralToken="tok_expired_00" />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link has expired. Ask your adviser for a new one.",
    );
    expect(screen.getByRole("link", { name: "Start without the link" }).getAttribute("href")).toBe(
      "/app/initial-setup/name",
    );
  });

  it("saves each corrected detail with its own step, then marks the details checked and goes on", async () => {
    api.saveStep
      .mockResolvedValueOnce({ next: "/app/initial-setup/mcr" })
      .mockResolvedValueOnce({ next: "/app/initial-setup/mcr-account-creation" });
    renderWithUi(<McrStep />);
    const value = screen.getByLabelText("Estimated home value");
    await userEvent.clear(value);
    await userEvent.type(value, "500000");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/initial-setup/mcr-account-creation"));
    expect(api.saveStep.mock.calls.map(([call]) => call)).toEqual([
      { flow: "old", step: "property-value", answers: { estimatedValue: "$500,000" } },
      { flow: "old", step: "mcr", answers: {} },
    ]);
  });
});

describe("mcr for a partner's lead: sharing with the partner who sent the link (decision 070)", () => {
  const referrer = {
    organisationName: "Acme Credit Union",
    consentText: "I agree that Acme Credit Union, who sent me this link, may follow this application.",
    shared: false,
  };
  beforeEach(() => {
    givenJourney({ ...partnersLead, referrer });
    api.saveStep.mockResolvedValue({ next: "/app/initial-setup/mcr-account-creation" });
  });

  it("names the partner and shares only when the box with the server's words is ticked", async () => {
    renderWithUi(<McrStep />);
    expect(
      screen.getByRole("heading", { name: "Share your application with Acme Credit Union?" }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: referrer.consentText }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/initial-setup/mcr-account-creation"));
    expect(api.shareWithReferrer).toHaveBeenCalledWith({ flow: "old", consent: true });
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("goes on without sharing when the box is left empty", async () => {
    renderWithUi(<McrStep />);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/initial-setup/mcr-account-creation"));
    expect(api.shareWithReferrer).not.toHaveBeenCalled();
  });
});

describe("mcr as the landing's last step", () => {
  it("shows the person's details and starts the application", async () => {
    givenJourney(
      aJourney({
        hasAccount: true,
        creditPulled: true,
        answers: {
          borrower: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "3025550142" },
          zip: "19801",
          estimatedValue: 450_000,
          offerAccepted: true,
        },
        next: { path: "/app/initial-setup/mcr", status: "mcr" },
      }),
    );
    api.saveStep.mockResolvedValueOnce({ next: "/app/application/1" });
    renderWithUi(<McrStep />);
    expect(screen.getByText("Step 13 of 13")).toBeTruthy();
    expect(screen.getByText("$450,000")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(
      "/app/initial-setup/preview-offer",
    );
    await userEvent.click(screen.getByRole("button", { name: "Start my application" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/application/1"));
    expect(api.saveStep).toHaveBeenCalledWith({ flow: "old", step: "mcr", answers: {} });
  });
});
