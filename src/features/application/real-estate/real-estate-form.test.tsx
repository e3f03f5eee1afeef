// @vitest-environment jsdom
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { StepLayout } from "@/ui/step-layout";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import type { StepFrameProps } from "../shared/step-frame";
import type { PropertyShown } from "./real-estate-fields";
import { RealEstateForm } from "./real-estate-form";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/app/application/3",
}));

const RENTAL: PropertyShown = {
  propertyId: "prop-rental",
  fromCreditReport: true,
  address: { line1: "512 Rental Row", line2: null, city: "Wilmington", state: "DE", zip: "19801" },
  status: "retained",
  use: "investment",
  value: null,
  mortgages: [{ creditor: "Sandbox Investor Mortgage", balance: 180_000, monthlyPayment: 1_390 }],
  rentalUnits: 1,
  annualRentalIncome: 28_800,
};

/** The page's frame without the journey: the step layout at step 3 of 7. */
const frame = ({ stale: _stale, ...props }: StepFrameProps) => (
  <StepLayout {...props} step={{ current: 3, total: 7 }} back="/app/application/2" />
);

function renderForm(
  props: Partial<Parameters<typeof RealEstateForm>[0]> = {},
  refusal: string | null = null,
) {
  const save = { submit: vi.fn(), submitting: false, refusal, stale: false };
  const view = renderWithUi(
    <RealEstateForm
      shown={{ properties: [RENTAL], assets: [] }}
      product="heloc"
      frame={frame}
      version={0}
      useSave={() => save}
      {...props}
    />,
  );
  return { ...view, save };
}

describe("/app/application/3: other real estate, prefilled from the credit report", () => {
  it("shows the report's rental for the applicant to confirm, asks for its value, and sends the answers", async () => {
    const user = userEvent.setup({ delay: null });
    const { container, save } = renderForm();
    expect(screen.getByRole("heading", { level: 1, name: "Other real estate you own" })).toBeTruthy();
    expect(screen.getByText("From your credit report")).toBeTruthy();
    expect((screen.getByLabelText("Street address") as HTMLInputElement).value).toBe("512 Rental Row");
    expect((screen.getByLabelText("Lender") as HTMLInputElement).value).toBe("Sandbox Investor Mortgage");
    expect((screen.getByLabelText("Yearly rental income") as HTMLInputElement).value).toBe("$28,800");
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Enter what the property is worth")).toBeTruthy();
    expect(save.submit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("What it is worth today"), "350000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(save.submit).toHaveBeenCalledTimes(1));
    expect(save.submit.mock.calls[0]?.[0]).toEqual({
      properties: [
        {
          propertyId: "prop-rental",
          address: { line1: "512 Rental Row", city: "Wilmington", state: "DE", zip: "19801" },
          status: "retained",
          use: "investment",
          value: 350_000,
          mortgages: [{ creditor: "Sandbox Investor Mortgage", balance: 180_000, monthlyPayment: 1_390 }],
          rentalUnits: 1,
          annualRentalIncome: 28_800,
        },
      ],
      assets: [],
    });
  });

  it("lets the applicant remove a property and go on owning no other", async () => {
    const user = userEvent.setup({ delay: null });
    const { save } = renderForm();
    await user.click(screen.getByRole("button", { name: "Remove property 1" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(save.submit).toHaveBeenCalledWith({ properties: [], assets: [] }));
  });

  it("asks a mortgage for an account, and shows a saved account's number as its last four only", async () => {
    const user = userEvent.setup({ delay: null });
    const saved = {
      accountId: "acct-1",
      institution: "First Credit Union",
      accountType: "savings" as const,
      balance: 40_000,
      accountNumberLastFour: "6789",
    };
    const { save } = renderForm({ product: "mortgage", shown: { properties: [], assets: [saved] } });
    expect(
      screen.getByText("Saved as **** 6789. Leave empty to keep it, or type a new number."),
    ).toBeTruthy();
    expect((screen.getByLabelText("Account number") as HTMLInputElement).value).toBe("");
    await user.click(screen.getByRole("button", { name: "Remove account 1" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText(
        "Add at least one account that pays for the down payment, closing costs or reserves",
      ),
    ).toBeTruthy();
    expect(save.submit).not.toHaveBeenCalled();
  });

  it("says the credit report listed properties only when it did", () => {
    const { unmount } = renderForm();
    expect(screen.getByText(/We found these properties on your credit report/)).toBeTruthy();
    unmount();
    renderForm({ shown: { properties: [], assets: [] } });
    expect(screen.queryByText(/We found these properties/)).toBeNull();
    expect(screen.getByText(/We found no other property on your credit report/)).toBeTruthy();
  });

  it("shows the server's refusal", () => {
    renderForm({}, "Finish the subject property first.");
    expect(screen.getByRole("alert").textContent).toContain("Finish the subject property first.");
  });
});
