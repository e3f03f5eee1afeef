// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { IncomeConnection } from "@/domain/application/income-verification-choice";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { testFrame } from "../employment/test-frame.test-support";
import { IncomeVerificationForm, useIncomeVerificationForm } from "./income-verification-form";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

interface HarnessProps {
  method: string;
  connections: IncomeConnection[];
  connectError: string | null;
  onConnect: (employerName: string, who: "borrower" | "coborrower") => void;
  onSave: () => void;
}

function Harness({ method, ...props }: HarnessProps) {
  const form = useIncomeVerificationForm({ method });
  return (
    <IncomeVerificationForm
      form={form}
      people={[{ value: "borrower", label: "Ann" }]}
      connecting={false}
      frame={testFrame("Verify your income")}
      {...props}
    />
  );
}

function renderForm(
  method: string,
  connections: IncomeConnection[] = [],
  connectError: string | null = null,
) {
  const onSave = vi.fn();
  const onConnect = vi.fn();
  const view = renderWithUi(
    <Harness
      method={method}
      connections={connections}
      connectError={connectError}
      onConnect={onConnect}
      onSave={onSave}
    />,
  );
  return { onSave, onConnect, view };
}

describe("income verification screen (spec §4 application6)", () => {
  it("asks to choose before continuing", async () => {
    const { onSave } = renderForm("");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Choose how you want to verify your income")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("continues by hand", async () => {
    const { onSave } = renderForm("");
    fireEvent.click(screen.getByRole("radio", { name: /Continue without connecting/ }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ method: "manual" });
  });

  it("connects the employer typed, with Enter or the button", async () => {
    const user = userEvent.setup();
    const { onConnect } = renderForm("connect");
    await user.type(screen.getByLabelText("Your employer or payroll provider"), "Blue Fern Clinics{Enter}");
    expect(onConnect).toHaveBeenCalledWith("Blue Fern Clinics", "borrower");
  });

  it("asks for a name before connecting", async () => {
    const { onConnect } = renderForm("connect");
    fireEvent.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByText("Enter the name of your employer or payroll provider")).toBeTruthy();
    expect(onConnect).not.toHaveBeenCalled();
  });

  it("lists the connections made and shows the provider's refusal", () => {
    renderForm(
      "connect",
      [{ employerName: "Blue Fern Clinics", reportId: "IV-1", connectedAt: new Date(), jobs: 1 }],
      "We could not find a payroll account for you at No Payroll Bakery.",
    );
    expect(screen.getByText("Blue Fern Clinics, report IV-1")).toBeTruthy();
    expect(screen.getByText(/We could not find a payroll account/)).toBeTruthy();
  });

  it("has no serious accessibility violations", async () => {
    const { view } = renderForm("connect");
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
