// @vitest-environment jsdom
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ReportDebtOnScreen } from "@/domain/application/report-debts";
import { StepLayout } from "@/ui/step-layout";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import type { StepFrameProps } from "../shared/step-frame";
import { DebtConsolidationForm } from "./debt-consolidation-form";
import { payoffAsChosen } from "./debt-fields";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

const debt = (
  over: Partial<ReportDebtOnScreen> & Pick<ReportDebtOnScreen, "id" | "creditor" | "balance">,
): ReportDebtOnScreen => ({
  monthlyPayment: null,
  dateOpened: null,
  hiCredit: null,
  type: "revolving",
  debtor: "borrower",
  isMortgage: false,
  onThisHome: false,
  propertyId: null,
  excludedFromPayoff: false,
  ...over,
});

const DEBTS: ReportDebtOnScreen[] = [
  debt({ id: "l1", creditor: "Sandbox Bank Visa", balance: 2_350, monthlyPayment: 70 }),
  debt({
    id: "l2",
    creditor: "Sandbox Auto Finance",
    balance: 14_800,
    monthlyPayment: 465,
    type: "installment",
  }),
  debt({
    id: "l3",
    creditor: "Mosaic Solar Loans",
    balance: 24_500,
    monthlyPayment: 165,
    excludedFromPayoff: true,
  }),
  debt({
    id: "p0m0",
    creditor: "Sandbox Home Loans",
    balance: 155_000,
    monthlyPayment: 1_150,
    type: "mortgage",
    isMortgage: true,
    onThisHome: true,
    debtor: "joint",
  }),
];

const frame = ({ stale: _stale, ...props }: StepFrameProps) => (
  <StepLayout {...props} step={{ current: 6, total: 7 }} back="/app/application/other-income" />
);

function renderForm(answers = { decisions: [{ id: "l1", action: "payOff" as const }], added: [] }) {
  const save = { submit: vi.fn(), submitting: false, refusal: null, stale: false };
  const view = renderWithUi(
    <DebtConsolidationForm
      debts={DEBTS}
      answers={answers}
      hasCoborrower={false}
      offer={{ line: 200_000, payoffTotal: 2_350, cashLeft: 188_000 }}
      frame={frame}
      version={0}
      useSave={() => save}
    />,
  );
  return { ...view, save };
}

const sectionOf = (name: string) => screen.getByRole("region", { name });

describe("the payoff total as chosen (spec §5)", () => {
  it("adds the report's debts and the added ones marked to pay off, never Mosaic", () => {
    const values = {
      decisions: [
        { id: "l1", action: "payOff" },
        { id: "l3", action: "payOff" },
      ],
      added: [{ creditor: "Family loan", balance: "$5,000", toBePaidOff: true }],
    } as never;
    expect(payoffAsChosen(DEBTS, values)).toBe(2_350 + 5_000);
  });
});

describe("/app/application/debt-consolidation: each debt kept, paid off or left out", () => {
  it("says of each mortgage whether it counts on the home, as mortgage-select left it (decision 045)", () => {
    renderForm();
    expect(
      within(sectionOf("Sandbox Home Loans")).getByText(/A mortgage on the home this loan is for/),
    ).toBeTruthy();
    expect(within(sectionOf("Sandbox Bank Visa")).queryByText(/loan-to-value/)).toBeNull();
  });

  it("starts from prequal's payoffs, totals as the person chooses, asks why a debt is left out and sends the decisions", async () => {
    const user = userEvent.setup({ delay: null });
    const { container, save } = renderForm();
    const total = screen.getByRole("status");
    expect(total.textContent).toBe("To pay off at closing: $2,350");
    expect(
      screen.getByText("Your offer now: a $200,000 line, $2,350 paying off debts, $188,000 left for you."),
    ).toBeTruthy();
    expect(
      within(sectionOf("Mosaic Solar Loans")).queryByRole("option", { name: "Pay it off at closing" }),
    ).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    const auto = sectionOf("Sandbox Auto Finance");
    await user.selectOptions(within(auto).getByLabelText("What should we do with this debt?"), "payOff");
    expect(total.textContent).toBe("To pay off at closing: $17,150");
    await user.selectOptions(within(auto).getByLabelText("What should we do with this debt?"), "omit");
    expect(total.textContent).toBe("To pay off at closing: $2,350");
    // No reason yet: nothing to prove, so no word of a statement.
    expect(within(auto).queryByText("We will ask for a statement that shows it.")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await within(auto).findByText("Choose why this debt should be left out")).toBeTruthy();
    expect(
      within(sectionOf("Sandbox Home Loans")).getByText(
        "Tell us whether the payment to Sandbox Home Loans includes property taxes and insurance",
      ),
    ).toBeTruthy();
    expect(save.submit).not.toHaveBeenCalled();

    await user.selectOptions(within(auto).getByLabelText("Why should it be left out?"), "paidByOthers");
    expect(within(auto).getByText("We will ask for a statement that shows it.")).toBeTruthy();
    const home = sectionOf("Sandbox Home Loans");
    const [taxYes, insuranceYes] = within(home).getAllByRole("radio", { name: "Yes" });
    if (!taxYes || !insuranceYes) throw new Error("two yes/no questions");
    await user.click(taxYes);
    await user.click(insuranceYes);
    await user.type(within(home).getByLabelText("Property taxes a month"), "300");
    await user.type(within(home).getByLabelText("Homeowners insurance a month"), "90");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(save.submit).toHaveBeenCalledTimes(1));
    expect(save.submit.mock.calls[0]?.[0]).toEqual({
      decisions: [
        { id: "l1", action: "payOff" },
        { id: "l2", action: "omit", omitReason: "paidByOthers" },
        { id: "l3", action: "confirm" },
        {
          id: "p0m0",
          action: "confirm",
          escrow: {
            taxIncludedInMonthlyPayment: true,
            insuranceIncludedInMonthlyPayment: true,
            monthlyTaxPayment: 300,
            monthlyInsurancePayment: 90,
          },
        },
      ],
      added: [],
    });
  });

  it("adds a debt the report missed and counts it in the payoff when paid off", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("button", { name: "Add a debt" }));
    expect(screen.queryByLabelText("Whose debt is it?")).toBeNull();
    await user.type(screen.getByLabelText("Lender"), "Family loan");
    await user.type(screen.getByLabelText("Balance"), "5000");
    const added = screen.getByRole("radiogroup", { name: "Pay this debt off at closing?" });
    await user.click(within(added).getByRole("radio", { name: "Yes" }));
    expect(screen.getByRole("status").textContent).toBe("To pay off at closing: $7,350");
  });
});
