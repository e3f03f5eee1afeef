// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { CreditStep } from "./credit-step";
import { aJourney, fakeApi, renderWithApi } from "./prequal.test-support";

const { api, trpc } = fakeApi();
const router = { push: vi.fn(), replace: vi.fn() };
const signIn = vi.hoisted(() => ({ signInWithCode: vi.fn(), emailANewCode: vi.fn() }));

vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/prequal/credit" }));
vi.mock("./code-sign-in", () => signIn);

const ANSWERS_SO_FAR = {
  propertyType: "singleFamily",
  units: 1,
  propertyUse: "primaryResidence",
  address: { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" },
  estimatedValue: 500_000,
  listedForSale: false,
  product: "heloc",
  derogatory: { bankruptcy: false, foreclosure: false, shortSale: false },
} as const;

const SENT = {
  flow: "new",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "(302) 555-0142",
  dateOfBirth: "03/21/1985",
  ssn: "123-45-6789",
  annualIncome: "$120,000",
  withCoborrower: false,
  consent: true,
};

async function fillTheCreditForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("form", { name: "About you" });
  const proceed = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
  expect(proceed.disabled, "Continue waits for valid answers").toBe(true);
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("E-mail address"), "ada@example.com");
  await user.type(screen.getByLabelText("Mobile phone"), "3025550142");
  await user.type(screen.getByLabelText("Date of birth"), "03211985");
  await user.type(screen.getByLabelText("Social Security number"), "123456789");
  await user.type(screen.getByLabelText("Yearly income before taxes"), "120000");
  const coborrower = screen.getByRole("radiogroup", { name: "Is someone applying with you?" });
  await user.click(within(coborrower).getByLabelText("No"));
  await user.click(
    screen.getByRole("checkbox", {
      name: /^I agree that Birch Lending LLC may check my credit.*does not affect my credit score/,
    }),
  );
  await waitFor(() => expect(proceed.disabled).toBe(false));
  return proceed;
}

describe("/prequal/credit: the credit answers, and the e-mailed code for someone without an account (decision 023)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
    localStorage.clear();
    api.journey.mockResolvedValue(
      aJourney({ answers: ANSWERS_SO_FAR, next: { path: "/prequal/credit", status: "prequalCredit" } }),
    );
  });

  it("signs an anonymous person up: the code they type signs them in, the same answers go again, and they go on", async () => {
    const user = userEvent.setup({ delay: null });
    api.submitCredit
      .mockResolvedValueOnce({ next: "enterCode", email: "ada@example.com" })
      .mockResolvedValueOnce({ next: "/prequal/credit-check" });
    signIn.signInWithCode.mockResolvedValue({ ok: true });
    renderWithApi(<CreditStep lenderName="Birch Lending LLC" />);

    await user.click(await fillTheCreditForm(user));
    await screen.findByRole("heading", { name: "Check your e-mail" });
    expect(screen.getByText(/We e-mailed a 6-digit code to ada@example.com/)).toBeTruthy();
    expect(screen.getByText("Step 6 of 9")).toBeTruthy();

    const proceed = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    await user.type(screen.getByLabelText("6-digit code"), "12345");
    expect(proceed.disabled, "five digits are not a code").toBe(true);
    await user.type(screen.getByLabelText("6-digit code"), "6");
    await waitFor(() => expect(proceed.disabled).toBe(false));
    await user.click(proceed);

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/prequal/credit-check"));
    expect(signIn.signInWithCode).toHaveBeenCalledWith("ada@example.com", "123456");
    expect(api.submitCredit).toHaveBeenCalledTimes(2);
    expect(api.submitCredit.mock.calls[0]?.[0]).toEqual(SENT);
    expect(api.submitCredit.mock.calls[1]?.[0]).toEqual(SENT);
  });

  it("keeps the SSN out of the browser's storage while it is typed and sent", async () => {
    const user = userEvent.setup({ delay: null });
    api.submitCredit.mockResolvedValueOnce({ next: "enterCode", email: "ada@example.com" });
    renderWithApi(<CreditStep lenderName="Birch Lending LLC" />);
    await user.click(await fillTheCreditForm(user));
    await screen.findByRole("heading", { name: "Check your e-mail" });
    const stored = [sessionStorage, localStorage].flatMap((s) =>
      Object.keys(s).map((key) => `${key}=${s.getItem(key)}`),
    );
    expect(stored.join("\n")).not.toMatch(/123-?45-?6789|03\/21\/1985/);
  });

  it("says a wrong code in plain words, and sends nothing again", async () => {
    const user = userEvent.setup({ delay: null });
    api.submitCredit.mockResolvedValueOnce({ next: "enterCode", email: "ada@example.com" });
    signIn.signInWithCode.mockResolvedValue({
      ok: false,
      reason: "refused",
      message: "That code is not right. Check it, or ask for a new one.",
    });
    renderWithApi(<CreditStep lenderName="Birch Lending LLC" />);
    await user.click(await fillTheCreditForm(user));
    await user.type(await screen.findByLabelText("6-digit code"), "654321");
    const proceed = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    // The code is checked a moment after the last key (the form's resolver is asynchronous).
    await waitFor(() => expect(proceed.disabled).toBe(false));
    await user.click(proceed);

    expect((await screen.findByRole("alert")).textContent).toBe(
      "That code is not right. Check it, or ask for a new one.",
    );
    expect(api.submitCredit).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("asks for a new code, and Back returns to the answers still filled in", async () => {
    const user = userEvent.setup({ delay: null });
    api.submitCredit.mockResolvedValueOnce({ next: "enterCode", email: "ada@example.com" });
    signIn.emailANewCode.mockResolvedValue({ ok: true });
    const { container } = renderWithApi(<CreditStep lenderName="Birch Lending LLC" />);
    await user.click(await fillTheCreditForm(user));
    await user.click(await screen.findByRole("button", { name: "Send me a new code" }));
    expect((await screen.findByRole("status")).textContent).toBe("We sent a new code to ada@example.com.");
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByRole("form", { name: "About you" });
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    expect((screen.getByLabelText("Social Security number") as HTMLInputElement).value).toBe("123-45-6789");
  });

  it("goes straight on for someone signed in, and shows a refused field beside it", async () => {
    const user = userEvent.setup({ delay: null });
    api.journey.mockResolvedValue(
      aJourney({
        answers: ANSWERS_SO_FAR,
        signedIn: true,
        hasAccount: true,
        next: { path: "/prequal/credit", status: "prequalCredit" },
      }),
    );
    api.submitCredit
      .mockRejectedValueOnce(
        Object.assign(new Error("Check the answers marked below."), {
          data: { fieldErrors: { ssn: ["That Social Security number cannot be right. Check it."] } },
        }),
      )
      .mockResolvedValueOnce({ next: "/prequal/credit-check" });
    renderWithApi(<CreditStep lenderName="Birch Lending LLC" />);
    const proceed = await fillTheCreditForm(user);
    await user.click(proceed);
    const ssn = screen.getByLabelText("Social Security number");
    await waitFor(() => expect(ssn.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("That Social Security number cannot be right. Check it.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Check your e-mail" })).toBeNull();

    await user.clear(ssn);
    await user.type(ssn, "123456780");
    await waitFor(() => expect(proceed.disabled).toBe(false));
    await user.click(proceed);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/prequal/credit-check"));
    expect(signIn.signInWithCode).not.toHaveBeenCalled();
  });

  it("coming back, says the date of birth and SSN it keeps are not shown and must be entered again", async () => {
    api.journey.mockResolvedValue(
      aJourney({
        answers: { ...ANSWERS_SO_FAR, borrower: { firstName: "Ada", lastName: "Lovelace" } },
        signedIn: true,
        hasAccount: true,
        ssnLastFour: "6789",
        next: { path: "/prequal/credit", status: "prequalCredit" },
      }),
    );
    renderWithApi(<CreditStep lenderName="Birch Lending LLC" />);
    await screen.findByRole("form", { name: "About you" });
    const hint = (label: string) => {
      const field = screen.getByLabelText(label);
      return document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;
    };
    expect((screen.getByLabelText("Date of birth") as HTMLInputElement).value).toBe("");
    expect(hint("Date of birth")).toBe(
      "We keep the one you gave sealed and do not show it. Enter it again to change your answers.",
    );
    expect(hint("Social Security number")).toBe(
      "We have the number ending in 6789. Enter it again to change your answers.",
    );
  });

  it("has no accessibility violations", async () => {
    const { container } = renderWithApi(<CreditStep lenderName="Birch Lending LLC" />);
    await screen.findByRole("form", { name: "About you" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
