// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { type Handlers, refusal, renderWithFakeApi } from "../fake-api.test-support";
import { ProposeForm } from "./propose-form";

const CURRENT = {
  version: 3,
  note: "Prime rate 7.50%",
  createdBy: "Lee Lender",
  createdAt: new Date("2026-11-20T10:00:00Z"),
  status: "approved" as const,
  effectiveAt: new Date("2026-11-20T10:00:00Z"),
  decidedBy: "Kim Pricing",
  decidedAt: new Date("2026-11-20T10:00:00Z"),
  rejectionReason: null,
  restores: null,
  sheet: DEFAULT_RATE_SHEET,
  pending: null,
};

/** A `datetime-local` value a month ahead, in the browser's time zone as the field gives it. */
const IN_A_MONTH = (() => {
  const at = new Date(Date.now() + 30 * 24 * 60 * 60_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T09:30`;
})();

function renderForm(handlers: Handlers = {}) {
  const view = renderWithFakeApi(<ProposeForm current={CURRENT} />, handlers);
  const sheet = screen.getByLabelText("Rate sheet (JSON)") as HTMLTextAreaElement;
  const note = screen.getByLabelText("What this version changes");
  return { ...view, sheet, note };
}

const edit = (sheet: HTMLTextAreaElement, change: (s: typeof DEFAULT_RATE_SHEET) => void) => {
  const value = JSON.parse(sheet.value);
  change(value);
  fireEvent.change(sheet, { target: { value: JSON.stringify(value, null, 2) } });
};

describe("proposing a rate sheet (/portal/rate-sheet)", () => {
  it("shows the sheet in force as JSON in a labelled text area, and offers to propose a change", async () => {
    const { sheet, container } = renderForm();
    expect(JSON.parse(sheet.value)).toEqual(DEFAULT_RATE_SHEET);
    expect(screen.getByRole("button", { name: "Propose this change" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says JSON that cannot be read is wrong, beside the text area, and sends nothing", async () => {
    const { sheet, note, calls } = renderForm();
    fireEvent.change(sheet, { target: { value: '{ "heloc": ' } });
    await userEvent.type(note, "Broken");
    await userEvent.click(screen.getByRole("button", { name: "Propose this change" }));
    await waitFor(() => expect(sheet.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(/^The JSON cannot be read: /)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("lists each problem by its place in the sheet before sending, announced with the text area", async () => {
    const { sheet, note, calls, container } = renderForm();
    edit(sheet, (s) => {
      s.heloc.tiers[0]?.margins.pop();
    });
    await userEvent.type(note, "Three margins");
    await userEvent.click(screen.getByRole("button", { name: "Propose this change" }));
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    const description = sheet.getAttribute("aria-describedby") ?? "";
    const helper = document.getElementById(description.split(" ")[0] ?? "");
    expect(helper?.textContent).toBe(
      "The sheet has a problem:heloc.tiers.0.margins: Give one value for each of the 4 bands",
    );
    expect(calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's refusals the same way, and its sentence on the note", async () => {
    let answer = refusal("BAD_REQUEST", "Some answers need another look.", {
      "mortgage.products.0.id": ["Give each product its own id"],
    });
    const { sheet, note } = renderForm({
      "rateSheets.propose": () => {
        throw answer;
      },
    });
    await userEvent.type(note, "Products");
    await userEvent.click(screen.getByRole("button", { name: "Propose this change" }));
    expect(await screen.findByText("mortgage.products.0.id")).toBeTruthy();
    expect(sheet.getAttribute("aria-invalid")).toBe("true");

    answer = refusal("BAD_REQUEST", "Some answers need another look.", { note: ["Keep the note short"] });
    await userEvent.click(screen.getByRole("button", { name: "Propose this change" }));
    expect(await screen.findByText("Keep the note short")).toBeTruthy();
  });

  it("proposes the edited sheet with its note and effective moment, naming the version it was edited from", async () => {
    const { sheet, note, calls } = renderForm({
      "rateSheets.propose": () => ({ ...CURRENT, version: 4, note: "Prime rate 7.25%" }),
    });
    edit(sheet, (s) => {
      s.heloc.index.rate = 0.0725;
    });
    await userEvent.type(note, "  Prime rate 7.25% ");
    fireEvent.change(screen.getByLabelText("Takes effect at"), { target: { value: IN_A_MONTH } });
    await userEvent.click(screen.getByRole("button", { name: "Propose this change" }));
    expect(
      await screen.findByText(
        "Version 4 is proposed. Another pricing administrator must approve it before it prices anything.",
      ),
    ).toBeTruthy();
    const [path, input] = calls[0] ?? [];
    expect(path).toBe("rateSheets.propose");
    expect(input).toMatchObject({ note: "Prime rate 7.25%", basedOnVersion: 3 });
    expect((input as { sheet: typeof DEFAULT_RATE_SHEET }).sheet.heloc.index.rate).toBe(0.0725);
    expect((input as { effectiveAt: Date }).effectiveAt).toEqual(new Date(IN_A_MONTH));
  });

  it("refuses a moment in the past beside its field, and sends nothing", async () => {
    const { note, calls } = renderForm();
    await userEvent.type(note, "Back-dated");
    const when = screen.getByLabelText("Takes effect at");
    fireEvent.change(when, { target: { value: "2020-01-01T09:00" } });
    await userEvent.click(screen.getByRole("button", { name: "Propose this change" }));
    expect(await screen.findByText(/cannot take effect in the past/)).toBeTruthy();
    expect(when.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });
});
