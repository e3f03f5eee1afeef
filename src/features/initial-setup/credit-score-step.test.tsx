// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { CreditScoreStep } from "./credit-score-step";
import { aJourney, api, aRefusal, givenJourney, router } from "./initial-setup.test-support";

vi.mock("next/navigation", async () => {
  const { router } = await import("./initial-setup.test-support");
  return { useRouter: () => router, usePathname: () => "/app/initial-setup/credit-score" };
});
vi.mock("./initial-setup-api", async () => (await import("./initial-setup.test-support")).apiModule);

// Typing and axe in jsdom take seconds on two shared cores.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const readyForTheCheck = (landingVersion: "A" | "B") =>
  aJourney({
    landingVersion,
    hasAccount: true,
    signedIn: true,
    answers: { borrower: { firstName: "Ada", lastName: "Lovelace" }, zip: "19801" },
    next: { path: "/app/initial-setup/credit-score", status: "creditScore" },
  });

async function fillIn() {
  await userEvent.type(screen.getByLabelText("Street address of the home"), "12 Market Street");
  await userEvent.type(screen.getByLabelText("City"), "Wilmington");
  await userEvent.type(screen.getByLabelText("Date of birth"), "03211985");
  await userEvent.type(screen.getByLabelText("Social Security number"), "219099999");
  await userEvent.click(screen.getByRole("checkbox", { name: /does not affect my credit score/ }));
}

describe("credit-score, the old flow's credit check", () => {
  beforeEach(() => {
    givenJourney(readyForTheCheck("A"));
    sessionStorage.clear();
    localStorage.clear();
  });

  it("is step 10 of 13 in landing version A and step 9 of 12 in version B (no property-usage)", () => {
    renderWithUi(<CreditScoreStep lenderName="Birch Lending LLC" />);
    expect(screen.getByText("Step 10 of 13")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(
      "/app/initial-setup/property-usage",
    );
    cleanup();

    givenJourney(readyForTheCheck("B"));
    renderWithUi(<CreditScoreStep lenderName="Birch Lending LLC" />);
    expect(screen.getByText("Step 9 of 12")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/app/initial-setup/zip");
  });

  it("shows the state and ZIP known from the zip step, and asks for the consent in words", async () => {
    renderWithUi(<CreditScoreStep lenderName="Birch Lending LLC" />);
    expect(screen.getByText("Delaware 19801")).toBeTruthy();
    expect(screen.getByText("It does not affect your credit score.")).toBeTruthy();
    // The consent names the lender its settings name (FCRA), never a name written into the text.
    expect(
      screen.getByRole("checkbox", { name: /^I authorize Birch Lending LLC to obtain my credit report/ }),
    ).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("keeps Continue disabled until the consent is ticked", async () => {
    renderWithUi(<CreditScoreStep lenderName="Birch Lending LLC" />);
    await fillIn();
    const proceed = screen.getByRole("button", { name: "Check my credit" }) as HTMLButtonElement;
    await waitFor(() => expect(proceed.disabled).toBe(false));
    await userEvent.click(screen.getByRole("checkbox", { name: /does not affect my credit score/ }));
    await waitFor(() => expect(proceed.disabled).toBe(true));
  });

  it("sends the details to prequal.submitCreditScore, shows a calm 'checking' state, then goes where the server says", async () => {
    let answer: (value: { next: string }) => void = () => {};
    api.submitCreditScore.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderWithUi(<CreditScoreStep lenderName="Birch Lending LLC" />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Check my credit" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Checking your credit…" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole("status").textContent).toMatch(/does not affect your credit score/);
    expect(api.submitCreditScore).toHaveBeenCalledWith({
      flow: "old",
      line1: "12 Market Street",
      city: "Wilmington",
      dateOfBirth: "03/21/1985",
      ssn: "219-09-9999",
      consent: true,
    });

    answer({ next: "/app/ineligible/boost" });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/ineligible/boost"));
  });

  it("never keeps the SSN or the date of birth in the browser's storage", async () => {
    renderWithUi(<CreditScoreStep lenderName="Birch Lending LLC" />);
    await fillIn();
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toMatch(/219|9999|1985/);
  });

  it("brings the form back with the refusal beside its field when the check is refused", async () => {
    api.submitCreditScore.mockRejectedValueOnce(
      aRefusal("Some answers need another look.", { city: ["Enter the city"] }),
    );
    renderWithUi(<CreditScoreStep lenderName="Birch Lending LLC" />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Check my credit" }));
    await waitFor(() => expect(screen.getByLabelText("City").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Enter the city")).toBeTruthy();
    // What was typed is still there.
    expect((screen.getByLabelText("Street address of the home") as HTMLInputElement).value).toBe(
      "12 Market Street",
    );
  });

  it("asks nothing twice once the pull has run", async () => {
    givenJourney(
      aJourney({
        ...readyForTheCheck("A"),
        creditPulled: true,
        ssnLastFour: "9999",
        next: { path: "/app/initial-setup/coborrower", status: "coborrower" },
      }),
    );
    renderWithUi(<CreditScoreStep lenderName="Birch Lending LLC" />);
    expect(screen.getByText(/ending 9999/)).toBeTruthy();
    expect(screen.queryByLabelText("Social Security number")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(router.push).toHaveBeenCalledWith("/app/initial-setup/coborrower");
  });
});
