// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { signInWithCode } from "./code-sign-in";
import { ContactStep } from "./contact-step";
import { aJourney, api, givenJourney, router } from "./initial-setup.test-support";

vi.mock("next/navigation", async () => {
  const { router } = await import("./initial-setup.test-support");
  return { useRouter: () => router, usePathname: () => "/app/initial-setup/mcr-account-creation" };
});
vi.mock("./initial-setup-api", async () => (await import("./initial-setup.test-support")).apiModule);
vi.mock("./code-sign-in", () => ({ signInWithCode: vi.fn(async () => ({ ok: true })) }));

// Typing and axe in jsdom take seconds on two shared cores.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const named = aJourney({
  answers: { borrower: { firstName: "Ada", lastName: "Lovelace" } },
  next: { path: "/app/initial-setup/mcr-account-creation", status: "email" },
});

/**
 * Presses "E-mail me a code" once the form knows its answers are valid: the check runs after the
 * last key, and a press (or Enter) before it lands on a disabled button and sends nothing.
 */
async function askForTheCode() {
  const button = screen.getByRole("button", { name: "E-mail me a code" });
  await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
  await userEvent.click(button);
}

describe("mcr-account-creation (landing step 2, 'email')", () => {
  beforeEach(() => givenJourney(named));

  it("creates the account from the e-mail and phone, signs in with the e-mailed code, and goes to the journey's next step", async () => {
    api.readJourney.mockResolvedValueOnce(
      aJourney({
        hasAccount: true,
        signedIn: true,
        next: { path: "/app/initial-setup/property-value", status: "propertyValue" },
      }),
    );
    renderWithUi(<ContactStep />);
    expect(screen.getByText("Step 2 of 13")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("E-mail address"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Mobile phone"), "3025550142");
    await askForTheCode();
    expect(api.createAccount).toHaveBeenCalledWith({
      flow: "old",
      email: "ada@example.com",
      phone: "(302) 555-0142",
    });

    expect(await screen.findByRole("heading", { name: "Enter the code we e-mailed you" })).toBeTruthy();
    expect(screen.getByText(/We sent a 6-digit code to ada@example.com/)).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.type(screen.getByLabelText("6-digit code"), "123456{Enter}");

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/initial-setup/property-value"));
    expect(signInWithCode).toHaveBeenCalledWith("ada@example.com", "123456");
  });

  it("says a refused code beside the code field and stays", async () => {
    vi.mocked(signInWithCode).mockResolvedValueOnce({ ok: false, reason: null });
    renderWithUi(<ContactStep />);
    await userEvent.type(screen.getByLabelText("E-mail address"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Mobile phone"), "3025550142");
    await askForTheCode();
    await userEvent.type(await screen.findByLabelText("6-digit code"), "654321{Enter}");
    expect(
      await screen.findByText("That code did not work. Check the 6 digits, or ask for a new code."),
    ).toBeTruthy();
    expect(screen.getByLabelText("6-digit code").getAttribute("aria-invalid")).toBe("true");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("sends a new code on request, and Back returns to the e-mail and phone", async () => {
    renderWithUi(<ContactStep />);
    await userEvent.type(screen.getByLabelText("E-mail address"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Mobile phone"), "3025550142");
    await askForTheCode();
    await userEvent.click(await screen.findByRole("button", { name: "Send me a new code" }));
    expect((await screen.findByRole("status")).textContent).toBe("We sent a new code to ada@example.com.");
    expect(api.createAccount).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("ada@example.com");
  });

  it("comes prefilled with the e-mail and phone a partner sent", () => {
    givenJourney(
      aJourney({
        referred: true,
        answers: {
          borrower: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "3025550142" },
          detailsConfirmed: true,
        },
        next: { path: "/app/initial-setup/mcr-account-creation", status: "email" },
      }),
    );
    renderWithUi(<ContactStep />);
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("ada@example.com");
    expect((screen.getByLabelText("Mobile phone") as HTMLInputElement).value).toBe("(302) 555-0142");
    expect(screen.getByText(/Your adviser gave us these/)).toBeTruthy();
  });
});
