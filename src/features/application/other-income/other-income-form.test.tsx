// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { testFrame } from "../employment/test-frame.test-support";
import {
  emptySource,
  type IncomeSourceFields,
  OtherIncomeForm,
  useOtherIncomeForm,
} from "./other-income-form";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

const properties = [{ propertyId: "p1", label: "12 Oak St, Austin" }];

function Harness({ incomeSources, onSave }: { incomeSources: IncomeSourceFields[]; onSave: () => void }) {
  const form = useOtherIncomeForm({ incomeSources });
  return (
    <OtherIncomeForm form={form} properties={properties} onSave={onSave} frame={testFrame("Other income")} />
  );
}

function renderForm(incomeSources: IncomeSourceFields[]) {
  const onSave = vi.fn();
  const view = renderWithUi(<Harness incomeSources={incomeSources} onSave={onSave} />);
  return { onSave, view };
}

describe("other income screen (spec §3)", () => {
  it("continues with no other income", async () => {
    const { onSave } = renderForm([]);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ incomeSources: [] });
  });

  it("asks rental income for the property and the rented units", async () => {
    renderForm([{ ...emptySource(), type: "rental" }]);
    const property = screen.getByLabelText("Property the rent comes from") as HTMLSelectElement;
    expect([...property.options].map((o) => o.text)).toEqual(["Choose a property", "12 Oak St, Austin"]);
    expect(screen.getByLabelText("Units you rent out")).toBeTruthy();
  });

  it("asks foreign income for its country and capital gains for what was sold", () => {
    renderForm([
      { ...emptySource(), type: "foreign" },
      { ...emptySource(), type: "capitalGains" },
    ]);
    expect(screen.getByLabelText("Country the income comes from")).toBeTruthy();
    expect(screen.getByLabelText("What you sold")).toBeTruthy();
    expect(screen.getByLabelText("Monthly average of the last 2 years")).toBeTruthy();
  });

  it("saves a rental with its units as the document rules need them (spec §9)", async () => {
    const { onSave } = renderForm([
      { ...emptySource(), type: "rental", propertyId: "p1", rentalUnits: "2", monthlyAmount: "$1,800" },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].incomeSources).toEqual([
      { type: "rental", propertyId: "p1", rentalUnits: 2, monthlyAmount: 1800 },
    ]);
  });

  it("asks to choose a kind for an added income", async () => {
    const { onSave } = renderForm([]);
    fireEvent.click(screen.getByRole("button", { name: "Add income" }));
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Choose the kind of income")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows no error on a newly added income until it is touched, and clears it as soon as a kind is chosen", async () => {
    renderForm([]);
    fireEvent.click(screen.getByRole("button", { name: "Add income" }));
    const kind = await screen.findByLabelText("Kind of income");
    // The list is checked after the row is added: give that check its turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Choose the kind of income")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Choose the kind of income")).toBeTruthy();
    fireEvent.change(kind, { target: { value: "alimony" } });
    await waitFor(() => expect(screen.queryByText("Choose the kind of income")).toBeNull());
  });

  it("has no serious accessibility violations", async () => {
    const { view } = renderForm([{ ...emptySource(), type: "pension" }]);
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
