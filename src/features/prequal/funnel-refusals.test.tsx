// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { OFFLINE_SENTENCE } from "@/ui/server-refusals";
import { aLostConnection, aServerRefusal, aTooManyRequests } from "@/ui/server-refusals.test-support";
import { AddressStep } from "./address-step";
import { BuildingTypeStep } from "./building-type-step";
import { CreditCheckStep } from "./credit-check-step";
import { CreditStep } from "./credit-step";
import { DerogatoryStep } from "./derogatory-step";
import { ListedForSaleStep } from "./listed-for-sale-step";
import { NewMortgageStep } from "./new-mortgage-step";
import { aJourney, fakeApi, renderWithApi } from "./prequal.test-support";

/**
 * Issue 19 item 10: on every step of the funnel a refusal reads as the server's own sentence (a
 * 429's with its wait), and "could not connect" only when no answer came at all.
 */
const { api, trpc } = fakeApi();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/prequal" }));
vi.mock("./code-sign-in", () => ({ signInWithCode: vi.fn(), emailANewCode: vi.fn() }));
afterEach(cleanup);

const SO_FAR: PrequalAnswers = {
  propertyType: "singleFamily",
  units: 1,
  propertyUse: "primaryResidence",
  address: { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" },
  estimatedValue: 500_000,
  listedForSale: false,
  product: "heloc",
  derogatory: { bankruptcy: false, foreclosure: false, shortSale: false },
};

type Call = "saveStep" | "submitCredit" | "pullCredit";
type Step = {
  name: string;
  ui: ReactElement;
  call: Call;
  act: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
};

/** Continue, once the answers the journey gave back have filled the form. */
async function continueWithTheAnswers(user: ReturnType<typeof userEvent.setup>) {
  const proceed = (await screen.findByRole("button", { name: "Continue" })) as HTMLButtonElement;
  await waitFor(() => expect(proceed.disabled).toBe(false));
  await user.click(proceed);
}

/** The credit step keeps no SSN or date of birth: the person types them again. */
async function fillTheCreditStep(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("form", { name: "About you" });
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("E-mail address"), "ada@example.com");
  await user.type(screen.getByLabelText("Mobile phone"), "3025550142");
  await user.type(screen.getByLabelText("Date of birth"), "03211985");
  await user.type(screen.getByLabelText("Social Security number"), "123456789");
  await user.type(screen.getByLabelText("Yearly income before taxes"), "120000");
  await user.click(
    within(screen.getByRole("radiogroup", { name: "Is someone applying with you?" })).getByLabelText("No"),
  );
  await user.click(
    screen.getByRole("checkbox", { name: /^I agree that Birch Lending LLC may check my credit/ }),
  );
  await continueWithTheAnswers(user);
}

const STEPS: Step[] = [
  {
    name: "building-type",
    ui: <BuildingTypeStep />,
    call: "saveStep",
    // The entry step sends someone past it on, unless they came Back to it.
    act: async (user) => {
      sessionStorage.setItem(
        "navigation",
        JSON.stringify({ previous: "/prequal/address", current: "/prequal/building-type" }),
      );
      await continueWithTheAnswers(user);
    },
  },
  { name: "address", ui: <AddressStep />, call: "saveStep", act: continueWithTheAnswers },
  { name: "listed-for-sale", ui: <ListedForSaleStep />, call: "saveStep", act: continueWithTheAnswers },
  { name: "new-mortgage", ui: <NewMortgageStep />, call: "saveStep", act: continueWithTheAnswers },
  { name: "derogatory", ui: <DerogatoryStep />, call: "saveStep", act: continueWithTheAnswers },
  {
    name: "credit",
    ui: <CreditStep lenderName="Birch Lending LLC" />,
    call: "submitCredit",
    act: fillTheCreditStep,
  },
  { name: "credit-check", ui: <CreditCheckStep />, call: "pullCredit", act: async () => {} },
];

const WAIT = "Too many sign-ups from your network. Try again in 48 minutes.";
const FAILURES = [
  {
    kind: "a 4xx refusal",
    error: () => aServerRefusal("We do not lend in Alaska yet."),
    shown: "We do not lend in Alaska yet.",
  },
  { kind: "a 429 with its wait", error: () => aTooManyRequests(WAIT), shown: WAIT },
  { kind: "no answer at all", error: aLostConnection, shown: OFFLINE_SENTENCE },
];

beforeEach(() => {
  vi.clearAllMocks();
  api.journey.mockResolvedValue(
    aJourney({
      answers: SO_FAR,
      signedIn: true,
      hasAccount: true,
      next: { path: "/prequal/credit-check", status: "prequalCreditCheck" },
    }),
  );
});

describe.each(STEPS)("/prequal/$name shows what the server said", ({ ui, call, act }) => {
  it.each(FAILURES)("for $kind", async ({ error, shown }) => {
    const user = userEvent.setup({ delay: null });
    api[call].mockRejectedValue(error());
    renderWithApi(ui);
    await act(user);
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain(shown));
    const others = screen.getAllByRole("alert").map((a) => a.textContent);
    if (shown !== OFFLINE_SENTENCE) expect(others.join(" ")).not.toMatch(/could not connect/i);
    expect(router.push).not.toHaveBeenCalled();
  });
});
