// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { mutation, query, renderWithApi } from "../fake-closing-api.test-support";
import { type SubmissionView, SubmittedScreen } from "./submitted-screen";

const api = {
  status: vi.fn<() => Promise<SubmissionView>>(),
  submit: vi.fn<() => Promise<{ outcome: string; next: string }>>(),
};
const trpc = {
  submission: { status: query("submission", api.status), submit: mutation(api.submit) },
  // No coborrower on these applications (the coborrower's part is tested in coborrower-screen.test.tsx).
  coborrower: { invitation: query("invitation", async () => null) },
};
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn() }) }));

const day = (d: string) => new Date(`${d}T15:00:00Z`);
const milestones = (decided: boolean): SubmissionView["milestones"] => [
  { key: "applicationTaken", at: day("2026-05-01") },
  { key: "disclosuresSigned", at: day("2026-05-02") },
  { key: "identityVerified", at: day("2026-05-03") },
  { key: "documentsIn", at: day("2026-05-04") },
  { key: "submitted", at: decided ? day("2026-05-05") : null },
  { key: "decision", at: decided ? day("2026-05-05") : null },
  { key: "processing", at: null },
  { key: "underwriting", at: null },
  { key: "conditionallyApproved", at: null },
  { key: "clearToClose", at: null },
  { key: "closing", at: null },
  { key: "funds", at: null },
];

const READY: SubmissionView = {
  submitted: false,
  canSubmit: true,
  outcome: null,
  headline: null,
  next: null,
  derivation: null,
  conditions: [],
  milestones: milestones(false),
  noticeAvailable: false,
};

const CONDITIONAL: SubmissionView = {
  ...READY,
  submitted: true,
  canSubmit: false,
  outcome: "conditionallyApproved",
  headline: "Your application is approved, with a few things still needed.",
  next: "Send us what is listed under “What we still need”. Once it is in and checked, we’ll prepare your closing documents.",
  derivation: {
    rateSheetVersion: 1,
    figures: [
      {
        key: "monthlyIncome",
        label: "Monthly income",
        value: 20_000,
        kind: "money",
        explanation: "Your job's base pay, as you entered it",
      },
    ],
    rules: [
      { key: "dti", passed: true, sentence: "Your debts take 12% of your income; the most is 45%." },
      { key: "paystubs", passed: false, sentence: "Your pay was entered by hand: we need your paystubs." },
    ],
  },
  conditions: [
    { id: "c1", code: 405, kind: "document", text: "Your two most recent paystubs", fromWhom: "You" },
  ],
  milestones: milestones(true),
};

describe("/app/application/submitted", () => {
  beforeEach(() => vi.clearAllMocks());

  it("submits once however often Submit is pressed, then shows the conditional approval, what is needed from whom, and the tracker", async () => {
    api.status.mockResolvedValueOnce(READY).mockResolvedValue(CONDITIONAL);
    let answer: (value: { outcome: string; next: string }) => void = () => {};
    api.submit.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    // The second press lands whatever the button's state (a double click is faster than a render).
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { container } = renderWithApi(<SubmittedScreen />);
    const button = await screen.findByRole("button", { name: "Submit my application" });
    await user.click(button);
    await user.click(button);
    expect(api.submit).toHaveBeenCalledTimes(1);
    answer({ outcome: "conditionallyApproved", next: "/app/application/submitted" });
    expect(
      await screen.findByRole("heading", {
        name: "Your application is approved, with a few things still needed.",
      }),
    ).toBeTruthy();
    const needed = screen.getByRole("region", { name: "What we still need" });
    expect(within(needed).getByText("You: Your two most recent paystubs")).toBeTruthy();
    expect(within(needed).getByRole("link", { name: "Upload your documents" }).getAttribute("href")).toBe(
      "/app/upload",
    );
    const tracker = within(screen.getByRole("region", { name: "Your application status" })).getAllByRole(
      "listitem",
    );
    expect(tracker.map((li) => li.textContent)).toEqual([
      "Application takenMay 1, 2026",
      "Disclosures signedMay 2, 2026",
      "Identity verifiedMay 3, 2026",
      "Documents inMay 4, 2026",
      "SubmittedMay 5, 2026",
      "DecisionMay 5, 2026",
      "ProcessingNot yet",
      "UnderwritingNot yet",
      "Conditionally approvedNot yet",
      "Clear to closeNot yet",
      "ClosingNot yet",
      "Funds sentNot yet",
    ]);
    expect(api.submit).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the loan's milestones with the day each was reached, and Funds sent once the loan is funded (decision 092)", async () => {
    const reached = new Set([
      "processing",
      "underwriting",
      "conditionallyApproved",
      "clearToClose",
      "closing",
      "funds",
    ]);
    api.status.mockResolvedValue({
      ...CONDITIONAL,
      milestones: milestones(true).map((m) => (reached.has(m.key) ? { ...m, at: day("2026-05-20") } : m)),
    });
    renderWithApi(<SubmittedScreen />);
    const tracker = await screen.findByRole("region", { name: "Your application status" });
    expect(within(tracker).getByText("Clear to close").parentElement?.textContent).toBe(
      "Clear to closeMay 20, 2026",
    );
    expect(within(tracker).getByText("Funds sent").parentElement?.textContent).toBe("Funds sentMay 20, 2026");
  });

  it("shows how the decision was reached, folded: each figure with its source and each rule passed or not met", async () => {
    api.status.mockResolvedValue(CONDITIONAL);
    const user = userEvent.setup();
    renderWithApi(<SubmittedScreen />);
    const summary = await screen.findByText("How we decided");
    await user.click(summary);
    expect(summary.closest("details")?.open).toBe(true);
    expect(screen.getByText("Monthly income: $20,000")).toBeTruthy();
    expect(screen.getByText("Your job's base pay, as you entered it")).toBeTruthy();
    expect(screen.getByText(/Not met/).closest("li")?.textContent).toContain("we need your paystubs");
    expect(screen.getByText("Rate sheet version 1")).toBeTruthy();
  });

  it("sends a declined applicant to the ineligible screen of the reason, where the notice is", async () => {
    api.status.mockResolvedValue(READY);
    api.submit.mockResolvedValue({ outcome: "declined", next: "/app/ineligible/other-reasons" });
    const user = userEvent.setup();
    renderWithApi(<SubmittedScreen />);
    await user.click(await screen.findByRole("button", { name: "Submit my application" }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith("/app/ineligible/other-reasons"));
  });

  it("sends an applicant whose bank account is not saved back to the loan disbursement, with no Submit", async () => {
    api.status.mockResolvedValue({ ...READY, canSubmit: false });
    renderWithApi(<SubmittedScreen />);
    const link = await screen.findByRole("link", { name: "Go to where your money goes" });
    expect(link.getAttribute("href")).toBe("/app/application/loan-disbursement");
    expect(screen.queryByRole("button", { name: "Submit my application" })).toBeNull();
  });

  it("shows the server's refusal as a sentence and lets the applicant try again", async () => {
    api.status.mockResolvedValue(READY);
    api.submit.mockRejectedValue(aServerRefusal("Finish the loan disbursement step first."));
    const user = userEvent.setup();
    renderWithApi(<SubmittedScreen />);
    await user.click(await screen.findByRole("button", { name: "Submit my application" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Finish the loan disbursement step first.",
    );
    expect(screen.getByRole("button", { name: "Submit my application" })).toBeTruthy();
  });
});
