// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { noToEveryDeclaration } from "@/domain/application/application.test-support";
import { aJourney, fakeApplicationApi, renderWithApi } from "../shared/fake-application-api.test-support";
import { DeclarationsStep } from "./declarations-step";

const { api, trpc } = fakeApplicationApi();
const router = { push: vi.fn(), replace: vi.fn() };
const search = vi.hoisted(() => ({ value: "" }));
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(search.value),
  usePathname: () => "/app/application/7",
}));

const SAVED = {
  hasIntentToOccupy: false,
  hasSpecialBorrowerSellerRelationship: false,
  ...noToEveryDeclaration,
};

const coborrowerJourney = () => {
  const journey = aJourney({ hasCoborrower: true, coborrowerName: "Ben" });
  journey.places.splice(3, 0, {
    step: "declarations",
    who: "coborrower",
    title: "Declarations",
    counter: 7,
    path: "/app/application/7?borrower=coborrower",
    saved: false,
    open: true,
  });
  return journey;
};

describe("/app/application/7: the declarations", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    search.value = "";
    api.journey.mockResolvedValue(aJourney());
  });

  it("asks about the seller when the loan buys a home, and saves the answers with the version loaded", async () => {
    const user = userEvent.setup();
    api.declarationsGet.mockResolvedValue({ version: 2, answers: SAVED, purchase: true });
    api.declarationsSave.mockResolvedValue({
      version: 3,
      next: "/app/application/application-summary",
      notices: [],
    });
    renderWithApi(<DeclarationsStep />);
    const seller = await screen.findByRole("radiogroup", { name: /related to the seller/ });
    expect((within(seller).getByLabelText("No") as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/application/application-summary"));
    expect(api.declarationsSave.mock.calls[0]?.[0]).toMatchObject({
      who: "borrower",
      version: 2,
      answers: SAVED,
    });
  });

  it("is the coborrower's turn on ?borrower=coborrower, named as theirs", async () => {
    search.value = "borrower=coborrower";
    api.journey.mockResolvedValue(coborrowerJourney());
    api.declarationsGet.mockResolvedValue({ version: 0, answers: null, purchase: false });
    renderWithApi(<DeclarationsStep />);
    await screen.findByRole("radiogroup", { name: /live in this property/ });
    expect(screen.getByRole("heading", { name: "Your coborrower's declarations" })).toBeTruthy();
    expect(screen.getByText(/Ben/)).toBeTruthy();
    expect(api.declarationsGet).toHaveBeenCalledWith({ who: "coborrower" });
    expect(screen.queryByRole("radiogroup", { name: /related to the seller/ })).toBeNull();
  });
});
