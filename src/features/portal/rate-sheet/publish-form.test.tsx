// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { type Handlers, refusal, renderWithFakeApi } from "../fake-api.test-support";
import { PublishForm } from "./publish-form";

const CURRENT = {
  version: 3,
  note: "Prime rate 7.50%",
  createdBy: "Lee Lender",
  createdAt: new Date("2026-11-20T10:00:00Z"),
  sheet: DEFAULT_RATE_SHEET,
};

function renderForm(handlers: Handlers = {}) {
  const view = renderWithFakeApi(<PublishForm current={CURRENT} />, handlers);
  const sheet = screen.getByLabelText("Rate sheet (JSON)") as HTMLTextAreaElement;
  const note = screen.getByLabelText("What this version changes");
  return { ...view, sheet, note };
}

const edit = (sheet: HTMLTextAreaElement, change: (s: typeof DEFAULT_RATE_SHEET) => void) => {
  const value = JSON.parse(sheet.value);
  change(value);
  fireEvent.change(sheet, { target: { value: JSON.stringify(value, null, 2) } });
};

describe("publishing a rate sheet (/portal/rate-sheet)", () => {
  it("shows the current sheet as JSON in a labelled text area, and offers to publish the next version", async () => {
    const { sheet, container } = renderForm();
    expect(JSON.parse(sheet.value)).toEqual(DEFAULT_RATE_SHEET);
    expect(screen.getByRole("button", { name: "Publish version 4" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says JSON that cannot be read is wrong, beside the text area, and sends nothing", async () => {
    const { sheet, note, calls } = renderForm();
    fireEvent.change(sheet, { target: { value: '{ "heloc": ' } });
    await userEvent.type(note, "Broken");
    await userEvent.click(screen.getByRole("button", { name: "Publish version 4" }));
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
    await userEvent.click(screen.getByRole("button", { name: "Publish version 4" }));
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
      "rateSheets.publish": () => {
        throw answer;
      },
    });
    await userEvent.type(note, "Products");
    await userEvent.click(screen.getByRole("button", { name: "Publish version 4" }));
    expect(await screen.findByText("mortgage.products.0.id")).toBeTruthy();
    expect(sheet.getAttribute("aria-invalid")).toBe("true");

    answer = refusal("BAD_REQUEST", "Some answers need another look.", { note: ["Keep the note short"] });
    await userEvent.click(screen.getByRole("button", { name: "Publish version 4" }));
    expect(await screen.findByText("Keep the note short")).toBeTruthy();
  });

  it("publishes the edited sheet with its note, naming the version it was edited from", async () => {
    const { sheet, note, calls } = renderForm({
      "rateSheets.publish": () => ({ ...CURRENT, version: 4, note: "Prime rate 7.25%" }),
    });
    edit(sheet, (s) => {
      s.heloc.index.rate = 0.0725;
    });
    await userEvent.type(note, "  Prime rate 7.25% ");
    await userEvent.click(screen.getByRole("button", { name: "Publish version 4" }));
    expect(await screen.findByText("Version 4 is published. New offers are priced on it.")).toBeTruthy();
    const [path, input] = calls[0] ?? [];
    expect(path).toBe("rateSheets.publish");
    expect(input).toMatchObject({ note: "Prime rate 7.25%", basedOnVersion: 3 });
    expect((input as { sheet: typeof DEFAULT_RATE_SHEET }).sheet.heloc.index.rate).toBe(0.0725);
  });
});
