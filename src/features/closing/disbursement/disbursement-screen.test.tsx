// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { mutation, query, renderWithApi } from "../fake-closing-api.test-support";
import type { DisbursementView } from "./disbursement-screen";
import { DisbursementScreen } from "./disbursement-screen";

const api = {
  get: vi.fn<() => Promise<DisbursementView>>(),
  submit: vi.fn<(input: unknown) => Promise<unknown>>(),
};
const trpc = { disbursement: { get: query("disbursement", api.get), submit: mutation(api.submit) } };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));

const HELOC: DisbursementView = {
  product: "heloc",
  suggestedAccountHolder: "Ann Lee",
  heloc: {
    line: 100_000,
    originationFee: 1_000,
    leastDraw: 3_350,
    suggestedDraw: 100_000,
    payoffs: [{ creditor: "Sandbox Bank Visa", balance: 2_350 }],
  },
  fundsSummary: {
    product: "heloc",
    rows: [
      { item: "line", amount: 100_000 },
      { item: "firstDraw", amount: 100_000 },
      { item: "payoff", creditor: "Sandbox Bank Visa", amount: 2_350, balance: 2_350 },
      { item: "originationFee", amount: 1_000 },
      { item: "toYourAccount", amount: 96_650 },
      { item: "availableOnLine", amount: 0 },
    ],
    toYourAccount: 96_650,
    cashToClose: 0,
  },
  instruction: null,
  next: null,
};

const SAVED = {
  instruction: {
    routingNumber: "*****1627",
    accountNumber: "****6789",
    accountType: "checking" as const,
    accountHolder: "Ann Lee",
    firstDraw: 40_000,
    fundsSummary: HELOC.fundsSummary,
    createdAt: new Date("2026-05-07T15:00:00Z"),
  },
  alreadySaved: false,
  notice: null,
  next: null,
};

/** The numbers typed; the name and the kind of account start as the applicant's own checking account. */
async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Routing number (9 digits)"), "322271627");
  await user.type(screen.getByLabelText("Account number"), "4417123456789");
  await user.type(screen.getByLabelText("Account number again"), "4417123456789");
}

describe("/app/application/loan-disbursement", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows where every dollar goes, and works it out again as the first draw changes", async () => {
    api.get.mockResolvedValue(HELOC);
    const user = userEvent.setup();
    const { container } = renderWithApi(<DisbursementScreen />);
    const table = await screen.findByRole("table", { name: "Where every dollar goes" });
    expect(within(table).getByRole("rowheader", { name: "Paid to Sandbox Bank Visa" })).toBeTruthy();
    const draw = screen.getByLabelText("Amount to draw at closing");
    await user.clear(draw);
    await user.type(draw, "40000");
    const toAccount = within(table)
      .getByRole("rowheader", { name: "Sent to your bank account" })
      .closest("tr");
    await waitFor(() => expect(toAccount?.textContent).toContain("$36,650"));
    const available = within(table)
      .getByRole("rowheader", { name: "Still available to draw later" })
      .closest("tr");
    expect(available?.textContent).toContain("$60,000");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("starts from a checking account in the applicant's name, and shows every problem at once", async () => {
    api.get.mockResolvedValue(HELOC);
    const user = userEvent.setup();
    renderWithApi(<DisbursementScreen />);
    const holder = (await screen.findByLabelText("Name on the account")) as HTMLInputElement;
    expect(holder.value).toBe("Ann Lee");
    expect((screen.getByLabelText("Kind of account") as HTMLSelectElement).value).toBe("checking");
    const draw = screen.getByLabelText("Amount to draw at closing");
    await user.clear(draw);
    await user.type(draw, "200000");
    await user.type(screen.getByLabelText("Account number"), "4417123456789");
    await user.type(screen.getByLabelText("Account number again"), "4417123456788");
    await user.click(screen.getByRole("button", { name: "Send my funds here" }));
    expect(await screen.findByText(/The two account numbers don't match/)).toBeTruthy();
    expect(screen.getByText("Draw at most your line of $100,000")).toBeTruthy();
    expect(screen.getByText(/routing number/i, { selector: "p" })).toBeTruthy();
    expect(api.submit).not.toHaveBeenCalled();
  });

  it("refuses mismatched account numbers and a routing number whose checksum fails before anything is sent", async () => {
    api.get.mockResolvedValue(HELOC);
    const user = userEvent.setup();
    renderWithApi(<DisbursementScreen />);
    await screen.findByLabelText("Name on the account");
    await fillAccount(user);
    const routing = screen.getByLabelText("Routing number (9 digits)");
    await user.clear(routing);
    await user.type(routing, "322271628");
    await user.click(screen.getByRole("button", { name: "Send my funds here" }));
    expect(await screen.findByText(/That routing number doesn't exist/)).toBeTruthy();
    await user.clear(routing);
    await user.type(routing, "322271627");
    const again = screen.getByLabelText("Account number again");
    await user.clear(again);
    await user.type(again, "4417123456788");
    await user.click(screen.getByRole("button", { name: "Send my funds here" }));
    expect(await screen.findByText(/The two account numbers don't match/)).toBeTruthy();
    expect(screen.getByLabelText("Account number").getAttribute("autocomplete")).toBe("off");
    expect(api.submit).not.toHaveBeenCalled();
  });

  it("sends the same idempotency key when the applicant tries again after a failure, and shows the saved account masked", async () => {
    api.get.mockResolvedValue(HELOC);
    api.submit.mockRejectedValueOnce(new Error("fetch failed")).mockResolvedValueOnce(SAVED);
    const user = userEvent.setup();
    renderWithApi(<DisbursementScreen />);
    await screen.findByLabelText("Name on the account");
    await fillAccount(user);
    await user.click(screen.getByRole("button", { name: "Send my funds here" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send my funds here" }));
    expect(await screen.findByText("Your instructions are saved")).toBeTruthy();
    expect(screen.getByText(/\*\*\*\*6789/)).toBeTruthy();
    const [first, second] = api.submit.mock.calls.map(([input]) => input as { idempotencyKey: string });
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(first).toMatchObject({
      routingNumber: "322271627",
      accountNumber: "4417123456789",
      firstDraw: 100_000,
    });
  });

  it("shows the server's refusal of the draw beside its field", async () => {
    api.get.mockResolvedValue(HELOC);
    api.submit.mockRejectedValue(
      Object.assign(new Error("Draw at most your line of $100,000"), {
        data: { fieldErrors: { firstDraw: ["Draw at most your line of $100,000"] } },
      }),
    );
    const user = userEvent.setup();
    renderWithApi(<DisbursementScreen />);
    await screen.findByLabelText("Name on the account");
    await fillAccount(user);
    await user.click(screen.getByRole("button", { name: "Send my funds here" }));
    expect(await screen.findByText("Draw at most your line of $100,000")).toBeTruthy();
  });

  it("shows a saved instruction masked, never asking again", async () => {
    api.get.mockResolvedValue({ ...HELOC, instruction: SAVED.instruction });
    renderWithApi(<DisbursementScreen />);
    expect(await screen.findByText(/account \*\*\*\*6789 at routing number \*\*\*\*\*1627/)).toBeTruthy();
    expect(screen.queryByLabelText("Account number")).toBeNull();
  });
});
