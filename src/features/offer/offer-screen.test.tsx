// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatMoney } from "@/domain/format/money";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { axeViolations, renderWithUi, UiProviders } from "@/ui/ui-providers.test-support";
import { helocOffer, helocView, JOURNEY_AT_OFFER, mortgageView } from "./offer-fixtures.test-support";
import { OfferScreen } from "./offer-screen";

const api = vi.hoisted(() => ({
  offer: vi.fn<(input: unknown) => Promise<unknown>>(),
  journey: vi.fn<(input: unknown) => Promise<unknown>>(),
  chooseDraw: vi.fn<(input: { flow: string; draw: number }) => Promise<unknown>>(),
  acceptOffer: vi.fn<(input: { flow: string }) => Promise<{ next: string }>>(),
  push: vi.fn(),
  replace: vi.fn(),
}));

vi.mock("next/navigation", () => ({
  usePathname: () => "/prequal/preview-offer",
  useRouter: () => ({ push: api.push, replace: api.replace, prefetch: vi.fn(), back: vi.fn() }),
}));
// The chart library needs a layout engine; jsdom has none. The stub shows what it was given.
vi.mock("./payment-line-chart", () => ({
  default: ({ years, payments }: { years: number[]; payments: number[] }) => (
    <div data-testid="chart">{`${years.length} years, first ${payments[0]}, last ${payments.at(-1)}`}</div>
  ),
}));
vi.mock("@/lib/trpc/client", () => {
  const query = (name: "offer" | "journey") => ({
    queryOptions: (input: unknown) => ({ queryKey: [name, input], queryFn: () => api[name](input) }),
    queryKey: (input: unknown) => [name, input],
  });
  const mutation = (name: "chooseDraw" | "acceptOffer") => ({
    mutationOptions: () => ({ mutationFn: (input: never) => api[name](input) }),
  });
  return {
    useTRPC: () => ({
      prequal: {
        offer: query("offer"),
        journey: query("journey"),
        chooseDraw: mutation("chooseDraw"),
        acceptOffer: mutation("acceptOffer"),
      },
    }),
  };
});

const LENDER = { legalName: "Keystone Home Credit (demo lender)", nmlsId: "123456" };

function Api({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderOffer(flow: "new" | "old" = "new") {
  return renderWithUi(
    <Api>
      <OfferScreen flow={flow} lender={LENDER} />
    </Api>,
  );
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.journey.mockResolvedValue(JOURNEY_AT_OFFER);
  api.offer.mockResolvedValue(helocView());
});

/** The number beside a label, and its "How we got this" lines. */
function numberRow(label: string) {
  const name = screen.getByText(label, { selector: "span" });
  return name.parentElement?.parentElement as HTMLElement;
}

describe("the offer screen, HELOC (issue 8: an explainable offer)", () => {
  it("says first that it is a prequalified estimate, not a commitment, and shows the step counter", async () => {
    renderOffer();
    expect(await screen.findByText("A prequalified estimate, not a commitment to lend")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Your prequalified offer" })).toBeTruthy();
    expect(await screen.findByRole("progressbar", { name: "Step 9 of 9" })).toBeTruthy();
    expect(
      await screen.findByText("Priced on November 23, 2026 with rate sheet version 1.", { exact: false }),
    );
  });

  it("shows the line, the variable rate, the APR and the fee, each with how it was reached", async () => {
    renderOffer();
    const line = numberRow(await screen.findByText("Your line of credit").then((e) => e.textContent ?? ""));
    expect(within(line).getByText("$208,000")).toBeTruthy();
    const details = line.querySelector("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(within(line).getByText("How we got this"));
    expect(details.open).toBe(true);
    // The value used and its source (the lower of the AVM and the estimate), the liens, the CLTV limit.
    expect(within(details).getByText("Value used: $480,000")).toBeTruthy();
    expect(within(details).getByText("The lower of your estimate and the automated valuation")).toBeTruthy();
    expect(within(details).getByText("Mortgages on the home: $200,000")).toBeTruthy();
    expect(within(details).getByText("Most we lend against the home: 85%")).toBeTruthy();

    const rate = numberRow("Interest rate (variable)");
    expect(within(rate).getByText("9%")).toBeTruthy();
    expect(within(rate).getByText(/Credit tier:/)).toBeTruthy();
    expect(within(rate).getByText(/Margin/)).toBeTruthy();
    expect(within(numberRow("Annual percentage rate (APR)")).getByText("9%")).toBeTruthy();
    expect(within(numberRow("Origination fee")).getByText(/^\$[\d,]+(\.\d\d)?$/)).toBeTruthy();
  });

  it("offers the draws to choose from, shows the chosen draw's payments, the payoff and the cash left", async () => {
    renderOffer();
    const group = await screen.findByRole("radiogroup");
    const options = within(group).getAllByRole("radio");
    expect(options.length).toBeGreaterThan(1);
    expect(screen.getByRole("radio", { name: "$208,000 (the whole line)" })).toHaveProperty("checked", true);
    // Interest only: $208,000 × 9% ÷ 12.
    expect(within(numberRow("Monthly payment, years 1 to 10")).getByText("$1,560 a month")).toBeTruthy();
    expect(
      within(numberRow("Monthly payment, years 11 to 30")).getByText(/^\$1,8\d\d\.\d\d a month$/),
    ).toBeTruthy();
    expect(within(numberRow("Debts paid off at closing")).getByText("$12,000")).toBeTruthy();
    // The line less the debts and the origination fee, both paid at closing.
    const fee = helocOffer().originationFee.value;
    expect(
      within(numberRow("Cash left for you")).getByText(formatMoney(208_000 - 12_000 - fee)),
    ).toBeTruthy();
  });

  it("saves a new draw (prequal.chooseDraw) and shows its payments, in the chart and its table", async () => {
    const smaller = helocView().heloc.drawOptions[0];
    if (!smaller) throw new Error("no draw options");
    api.chooseDraw.mockResolvedValue(helocView(smaller.amount));
    renderOffer();
    await userEvent.click(
      await screen.findByRole("radio", { name: `$${smaller.amount.toLocaleString("en-US")}` }),
    );
    expect(api.chooseDraw).toHaveBeenCalledWith({ flow: "new", draw: smaller.amount });
    const interestOnly = smaller.drawPeriodPayment.value.toLocaleString("en-US", {
      maximumFractionDigits: 2,
    });
    await waitFor(() =>
      expect(
        within(numberRow("Monthly payment, years 1 to 10")).getByText(`$${interestOnly} a month`),
      ).toBeTruthy(),
    );
    const table = screen.getByRole("table", { name: "Monthly payment by year" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `1 to 10 (draw period)$${interestOnly}`,
      `11 to 30 (repayment period)$${smaller.repaymentPeriodPayment.value.toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    ]);
    expect((await screen.findByTestId("chart")).textContent).toBe(
      `30 years, first ${smaller.drawPeriodPayment.value}, last ${smaller.repaymentPeriodPayment.value}`,
    );
  });

  it("Continue accepts the offer (prequal.acceptOffer) and goes where the server says", async () => {
    api.acceptOffer.mockResolvedValue({ next: "/app/application/1" });
    renderOffer();
    const go = await screen.findByRole("button", { name: "Continue to my application" });
    await waitFor(() => expect(go).toHaveProperty("disabled", false));
    await userEvent.click(go);
    expect(api.acceptOffer).toHaveBeenCalledWith({ flow: "new" });
    await waitFor(() => expect(api.push).toHaveBeenCalledWith("/app/application/1"));
  });

  it("in the old flow, Continue goes on to the last step and Back to mortgage-balance", async () => {
    api.acceptOffer.mockResolvedValue({ next: "/app/initial-setup/mcr" });
    renderOffer("old");
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(
      "/app/initial-setup/mortgage-balance",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Continue to the last step" }));
    await waitFor(() => expect(api.push).toHaveBeenCalledWith("/app/initial-setup/mcr"));
    expect(api.acceptOffer).toHaveBeenCalledWith({ flow: "old" });
  });

  it("shows the server's sentence when accepting fails, and stays", async () => {
    api.acceptOffer.mockRejectedValue(
      aServerRefusal("Please sign in to continue. Your answers so far are saved."),
    );
    renderOffer();
    const go = await screen.findByRole("button", { name: "Continue to my application" });
    await waitFor(() => expect(go).toHaveProperty("disabled", false));
    await userEvent.click(go);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Please sign in to continue. Your answers so far are saved.",
    );
    expect(api.push).not.toHaveBeenCalled();
  });

  it("sends a declined application to its ineligible screen", async () => {
    api.offer.mockResolvedValue({ declined: true, next: "/app/ineligible/boost" });
    renderOffer();
    await waitFor(() => expect(api.replace).toHaveBeenCalledWith("/app/ineligible/boost"));
  });

  it("has no accessibility violations", async () => {
    const view = renderOffer();
    await screen.findByText("Cash left for you");
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe("the offer screen, mortgage", () => {
  it("shows the three products with rate, APR, principal and interest, taxes, insurance and the total", async () => {
    api.offer.mockResolvedValue(mortgageView());
    const view = renderOffer();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your prequalified mortgage options" }),
    ).toBeTruthy();
    const products = ["30-year fixed", "15-year fixed", "7/6 ARM"].map((name) =>
      screen.getByRole("region", { name }),
    );
    for (const product of products) {
      for (const label of [
        "Interest rate",
        "Annual percentage rate (APR)",
        "Principal and interest",
        "Estimated property taxes",
        "Estimated homeowners insurance",
        "Estimated total a month",
      ])
        expect(within(product).getByText(label, { selector: "span" })).toBeTruthy();
      expect(within(product).getAllByText("How we got this").length).toBeGreaterThanOrEqual(6);
    }
    expect(within(products[0] as HTMLElement).getByText("$1,896.20 a month")).toBeTruthy();
    expect(
      within(products[2] as HTMLElement).getByText(/Fixed for 7 years, then adjusts every 6 months/),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/prequal/mortgage-select");
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe("the offer's server HTML (the nonce CSP refuses style attributes)", () => {
  it("writes no style attribute, the numbers and the chart's table included", async () => {
    const { HelocOfferDetails } = await import("./heloc-offer");
    const { MortgageOfferDetails } = await import("./mortgage-offer");
    const html = renderToString(
      <UiProviders>
        <HelocOfferDetails
          view={helocView()}
          chosenDraw={208_000}
          onChooseDraw={() => undefined}
          choosing={false}
        />
        <MortgageOfferDetails view={mortgageView()} />
      </UiProviders>,
    );
    expect(html).toContain("Monthly payment by year");
    expect(html).not.toMatch(/\sstyle="/);
  });
});
