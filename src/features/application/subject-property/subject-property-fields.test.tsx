// @vitest-environment jsdom
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { subjectPropertyInput } from "@/domain/application/subject-property";
import type { Product } from "@/domain/prequal/step-inputs";
import { schemaResolver } from "@/ui/form-resolver";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { SubjectPropertyFields } from "./subject-property-fields";
import {
  type SubjectPropertyPrefill,
  type SubjectPropertyValues,
  subjectPropertyValues,
} from "./subject-property-values";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

const prefill: SubjectPropertyPrefill = {
  address: { line1: "100 Main Street", city: "Wilmington", state: "DE", zip: "19801" },
  propertyUse: "primaryResidence",
  propertyType: "singleFamily",
  units: 1,
  estimatedValue: 650_000,
};

function Harness({
  product,
  start = prefill,
  onValid,
}: {
  product: Product;
  start?: SubjectPropertyPrefill;
  onValid: (value: unknown) => void;
}) {
  const form = useForm<SubjectPropertyValues, unknown, unknown>({
    resolver: schemaResolver<SubjectPropertyValues, unknown>(subjectPropertyInput),
    defaultValues: subjectPropertyValues(product, null, start),
    mode: "onTouched",
  });
  return (
    <form aria-label="Property information" noValidate onSubmit={form.handleSubmit(onValid)}>
      <SubjectPropertyFields control={form.control} product={product} />
      <button type="submit">Continue</button>
    </form>
  );
}

async function fillTitleAndCosts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Names on the title"), "Ann Lee");
  await user.selectOptions(screen.getByLabelText("Title held as"), "soleOwnership");
  await user.click(
    within(screen.getByRole("radiogroup", { name: "Is the home held in a trust?" })).getByLabelText("No"),
  );
  await user.type(screen.getByLabelText("HOA fees per month"), "0");
  await user.type(screen.getByLabelText("Property taxes per year"), "4800");
  await user.type(screen.getByLabelText("Homeowners insurance per year"), "1200");
}

describe("step 2's questions (Form 1003 sections 4a, 4d and L3)", () => {
  it("starts from the prequal's address and home, the state by its full name", () => {
    renderWithUi(<Harness product="heloc" onValid={() => {}} />);
    expect((screen.getByLabelText("Street address") as HTMLInputElement).value).toBe("100 Main Street");
    const state = screen.getByLabelText("State") as HTMLSelectElement;
    expect(state.value).toBe("DE");
    expect(state.selectedOptions[0]?.textContent).toBe("Delaware");
    expect((screen.getByLabelText("What the home is worth") as HTMLInputElement).value).toBe("$650,000");
  });

  it("asks a home-equity line nothing about a purchase or a refinance", () => {
    renderWithUi(<Harness product="heloc" onValid={() => {}} />);
    expect(screen.queryByRole("region", { name: "Purchase or refinance" })).toBeNull();
  });

  it("saves a home-equity line's property as typed answers", async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    renderWithUi(<Harness product="heloc" onValid={onValid} />);
    await fillTitleAndCosts(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      product: "heloc",
      address: { state: "DE" },
      units: 1,
      isInTrust: false,
      annualPropertyTaxes: 4800,
    });
  });

  it("asks a mortgage for the purchase, and for the gift when the down payment is one", async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    renderWithUi(<Harness product="mortgage" onValid={onValid} />);
    await user.click(screen.getByRole("radio", { name: "Buying it" }));
    await user.type(await screen.findByLabelText("Purchase price"), "500000");
    await user.type(screen.getByLabelText("Down payment"), "100000");
    await user.selectOptions(screen.getByLabelText("Where the down payment comes from"), "giftFunds");
    await fillTitleAndCosts(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Add the gift or grant that pays for the down payment")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add a gift or grant" }));
    const gift = screen.getByRole("region", { name: "Gift or grant 1" });
    await user.selectOptions(within(gift).getByLabelText("Kind"), "cashGift");
    await user.selectOptions(within(gift).getByLabelText("Given by"), "relative");
    await user.type(within(gift).getByLabelText("Amount"), "20000");
    await user.click(within(gift).getByLabelText("Yes"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      product: "mortgage",
      transaction: {
        purpose: "purchase",
        purchasePrice: 500_000,
        gifts: [{ kind: "cashGift", source: "relative", amount: 20_000, deposited: true }],
      },
    });
  });

  it("asks a cash-out refinance for the amount, prefilled from the prequal", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(
      <Harness
        product="mortgage"
        start={{ ...prefill, refinance: { refinancePurpose: "cashOut", cashOutAmount: 40_000 } }}
        onValid={() => {}}
      />,
    );
    expect((screen.getByRole("radio", { name: "Refinancing it" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Cash you want to take out") as HTMLInputElement).value).toBe("$40,000");
    await user.click(screen.getByRole("radio", { name: "Lower my rate or change my term" }));
    await waitFor(() => expect(screen.queryByLabelText("Cash you want to take out")).toBeNull());
  });

  it("has no serious accessibility violations, gifts shown", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithUi(<Harness product="mortgage" onValid={() => {}} />);
    await user.click(screen.getByRole("radio", { name: "Buying it" }));
    await user.click(await screen.findByRole("button", { name: "Add a gift or grant" }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
