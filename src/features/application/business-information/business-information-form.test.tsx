// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { testFrame } from "../employment/test-frame.test-support";
import {
  type BusinessInformationFields,
  BusinessInformationForm,
  emptyBusiness,
  useBusinessInformationForm,
} from "./business-information-form";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

function Harness({ defaults, onSave }: { defaults: BusinessInformationFields; onSave: () => void }) {
  const form = useBusinessInformationForm(defaults);
  return <BusinessInformationForm form={form} onSave={onSave} frame={testFrame("Business information")} />;
}

function renderForm(defaults: BusinessInformationFields) {
  const onSave = vi.fn();
  const view = renderWithUi(<Harness defaults={defaults} onSave={onSave} />);
  return { onSave, view };
}

describe("business information screen (spec §2, §5)", () => {
  it("saves the business with the EIN's digits", async () => {
    const { onSave } = renderForm({
      businessName: "Rivera Landscaping",
      businessType: "llc",
      ein: "12-3456789",
      startDate: "03/01/2018",
      ownershipShare: "60",
      monthlyIncome: "$8,500",
    });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      ein: "123456789",
      businessType: "llc",
      ownershipShare: 60,
    });
  });

  it("offers the five kinds of business", () => {
    renderForm(emptyBusiness("60"));
    const select = screen.getByLabelText("Type of business") as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      "",
      "soleProprietorship",
      "partnership",
      "sCorporation",
      "cCorporation",
      "llc",
    ]);
  });

  it("says what is missing instead of saving", async () => {
    const { onSave } = renderForm(emptyBusiness("60"));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Enter the business's name")).toBeTruthy();
    expect(screen.getByText("Choose the kind of business")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("masks the EIN as XX-XXXXXXX while it is typed, with the shared masked input", async () => {
    renderForm(emptyBusiness("60"));
    const ein = screen.getByLabelText("Employer Identification Number (EIN)", {
      selector: "input",
    }) as HTMLInputElement;
    await userEvent.type(ein, "123456789");
    expect(ein.value).toBe("12-3456789");
    expect(ein.inputMode).toBe("numeric");
  });

  it("has no serious accessibility violations", async () => {
    const { view } = renderForm(emptyBusiness());
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
