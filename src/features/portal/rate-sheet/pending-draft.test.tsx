// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { axeViolations } from "@/ui/ui-providers.test-support";
import type { RateSheetCurrent } from "../api-types";
import { type Handlers, refusal, renderWithFakeApi } from "../fake-api.test-support";
import { PendingDraft } from "./pending-draft";

const at = (iso: string) => new Date(iso);
const record = {
  note: "Prime rate 7.50%",
  createdBy: "Lee Lender",
  createdAt: at("2026-11-20T10:00:00Z"),
  effectiveAt: at("2026-11-20T10:00:00Z"),
  decidedBy: "Kim Pricing",
  decidedAt: at("2026-11-20T10:00:00Z"),
  rejectionReason: null,
  restores: null,
};
const current = (pending: Partial<NonNullable<RateSheetCurrent["pending"]>> = {}): RateSheetCurrent => ({
  ...record,
  version: 3,
  status: "approved",
  sheet: DEFAULT_RATE_SHEET,
  pending: {
    ...record,
    version: 5,
    note: "Prime rate 7.25%",
    status: "proposed",
    createdBy: "Lee Lender",
    effectiveAt: at("2026-12-01T09:00:00Z"),
    decidedBy: null,
    decidedAt: null,
    proposedByYou: false,
    changes: [{ path: "heloc.index.rate", before: 0.075, after: 0.0725 }],
    ...pending,
  },
});

const renderDraft = (value: RateSheetCurrent, handlers: Handlers = {}) =>
  renderWithFakeApi(<PendingDraft current={value} />, handlers);

describe("the draft waiting for approval", () => {
  it("shows who proposed it, when it takes effect, and each changed figure before and after", async () => {
    const { container } = renderDraft(current());
    expect(screen.getByRole("heading", { name: "Version 5 waits for approval" })).toBeTruthy();
    expect(screen.getByText(/^Proposed by Lee Lender on /)).toBeTruthy();
    const table = screen.getByRole("table", { name: "What changes against version 3, in force" });
    const [, row] = within(table).getAllByRole("row");
    expect(
      within(row as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["0.075", "0.0725"]);
    expect(within(row as HTMLElement).getByRole("rowheader").textContent).toBe("heloc.index.rate");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers no approval to its proposer, and says another administrator must approve it", () => {
    renderDraft(current({ proposedByYou: true }));
    expect(screen.queryByRole("button", { name: "Approve version 5" })).toBeNull();
    expect(screen.getByText(/another pricing administrator must approve it/)).toBeTruthy();
  });

  it("approves the draft read against the version in force read", async () => {
    const { calls } = renderDraft(current(), {
      "rateSheets.approve": () => ({ ...record, version: 5, status: "approved" }),
    });
    await userEvent.click(screen.getByRole("button", { name: "Approve version 5" }));
    expect(await screen.findByText("Version 5 is approved.")).toBeTruthy();
    expect(calls[0]).toEqual(["rateSheets.approve", { version: 5, inForceVersion: 3 }]);
  });

  it("shows the server's sentence asking to reload when the draft changed since it was read", async () => {
    const sentence =
      "This draft of the rate sheet was replaced or decided since you read it, or another version came into force. Reload the page to see the draft as it is now.";
    renderDraft(current(), {
      "rateSheets.approve": () => {
        throw refusal("CONFLICT", sentence);
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Approve version 5" }));
    expect((await screen.findByRole("alert")).textContent).toBe(sentence);
  });

  it("asks for a reason before rejecting, then sends it and keeps it on a refusal", async () => {
    let answer: unknown = refusal("CONFLICT", "Reload the page to see the draft as it is now.");
    const { calls } = renderDraft(current(), {
      "rateSheets.reject": () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Reject version 5" }));
    expect(await screen.findByText("Say why the version is rejected, for its proposer")).toBeTruthy();
    expect(calls).toEqual([]);
    const reason = screen.getByLabelText("Why it is rejected");
    await userEvent.type(reason, "Too low for this market");
    await userEvent.click(screen.getByRole("button", { name: "Reject version 5" }));
    expect(await screen.findByText("Reload the page to see the draft as it is now.")).toBeTruthy();
    expect((reason as HTMLTextAreaElement).value).toBe("Too low for this market");
    answer = { ...record, version: 5, status: "rejected", rejectionReason: "Too low for this market" };
    await userEvent.click(screen.getByRole("button", { name: "Reject version 5" }));
    expect(await screen.findByText("Version 5 is rejected.")).toBeTruthy();
    expect(calls.at(-1)).toEqual(["rateSheets.reject", { version: 5, reason: "Too low for this market" }]);
  });
});
