// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Control, useForm, useWatch } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { PROPERTY_USES, type PropertyUse } from "@/domain/enums/property";
import { ChoiceCardsField } from "./choice-cards";
import { PROPERTY_USE_ILLUSTRATIONS } from "./illustrations/property-use";
import { YesNoField } from "./inputs";
import { axeViolations, renderWithUi } from "./ui-providers.test-support";

const answers = z.object({
  propertyUse: z.enum(["primaryResidence", "secondHome", "investment"], {
    error: "Choose how you use the home",
  }),
  listedForSale: z.boolean({ error: "Choose yes or no" }),
});
type Answers = z.infer<typeof answers>;
interface Fields {
  propertyUse: PropertyUse | null;
  listedForSale: boolean | null;
}

const OPTIONS = PROPERTY_USES.map(({ value, label }) => {
  const Illustration = PROPERTY_USE_ILLUSTRATIONS[value];
  return { value, label, illustration: <Illustration /> };
});

function Values({ control }: { control: Control<Fields, unknown, Answers> }) {
  return <output data-testid="values">{JSON.stringify(useWatch({ control }))}</output>;
}

function PropertyForm({ onValid }: { onValid: (answers: Answers) => void }) {
  const form = useForm<Fields, unknown, Answers>({
    resolver: async (values) => {
      const result = answers.safeParse(values);
      if (result.success) return { values: result.data, errors: {} };
      const errors = Object.fromEntries(
        result.error.issues.map((issue) => [issue.path[0], { type: "zod", message: issue.message }]),
      );
      return { values: {}, errors };
    },
    defaultValues: { propertyUse: null, listedForSale: null },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <ChoiceCardsField
        control={form.control}
        name="propertyUse"
        legend="How do you use this property?"
        options={OPTIONS}
        helperText="Choose the one that fits best"
      />
      <YesNoField control={form.control} name="listedForSale" legend="Is the property listed for sale?" />
      <button type="submit">Continue</button>
      <Values control={form.control} />
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn();
  const view = renderWithUi(<PropertyForm onValid={onValid} />);
  const values = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}") as Fields;
  return { ...view, onValid, values };
}

const usage = () => screen.getByRole("radiogroup", { name: "How do you use this property?" });

describe("choice cards: a radio group of large cards", () => {
  it("is a radio group named by its question, each card a radio named by its label", () => {
    renderForm();
    expect(within(usage()).getAllByRole("radio")).toHaveLength(3);
    // Exact names: the picture's text alternative is not read as part of the choice.
    expect(within(usage()).getByRole("radio", { name: "Primary Home" })).toBeTruthy();
    expect(within(usage()).getByRole("radio", { name: "Secondary Home" })).toBeTruthy();
    expect(within(usage()).getByRole("radio", { name: "Rental Property" })).toBeTruthy();
  });

  it("shows the picture of each use with its text alternative", () => {
    renderForm();
    expect(within(usage()).getByRole("img", { name: "Illustration of a family house" })).toBeTruthy();
    expect(
      within(usage()).getByRole("img", { name: "Illustration of a cabin by a lake in the mountains" }),
    ).toBeTruthy();
    expect(
      within(usage()).getByRole("img", { name: "Illustration of a small apartment building and a key" }),
    ).toBeTruthy();
  });

  it("is chosen by keyboard alone: Tab into the group, arrow keys move and choose", async () => {
    const { values } = renderForm();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Primary Home" }));
    await userEvent.keyboard(" ");
    expect(values().propertyUse).toBe("primaryResidence");
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Secondary Home" }));
    expect(values().propertyUse).toBe("secondHome");
    await userEvent.keyboard("{ArrowRight}");
    expect((screen.getByRole("radio", { name: "Rental Property" }) as HTMLInputElement).checked).toBe(true);
    expect(values().propertyUse).toBe("investment");
  });

  it("is chosen by a click anywhere on the card", async () => {
    const { values } = renderForm();
    await userEvent.click(screen.getByText("Secondary Home"));
    expect(values().propertyUse).toBe("secondHome");
  });

  it("ties the error to the group, marks it invalid and focuses its first card", async () => {
    renderForm();
    expect(document.getElementById(usage().getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Choose the one that fits best",
    );
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(usage().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(usage().getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Choose how you use the home",
    );
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Primary Home" }));
  });

  it("has no axe violations, chosen and with errors", async () => {
    const { container } = renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(screen.getByText("Rental Property"));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("YesNoField: a yes/no question as two large radio cards", () => {
  it("hands the form true or false, and submits what the schema reads", async () => {
    const { values, onValid } = renderForm();
    const question = screen.getByRole("radiogroup", { name: "Is the property listed for sale?" });
    await userEvent.click(within(question).getByRole("radio", { name: "No" }));
    expect(values().listedForSale).toBe(false);
    await userEvent.click(within(question).getByRole("radio", { name: "Yes" }));
    expect(values().listedForSale).toBe(true);

    await userEvent.click(screen.getByRole("radio", { name: "Primary Home" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ propertyUse: "primaryResidence", listedForSale: true });
  });

  it("shows its error beside the question when it is not answered", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    const question = screen.getByRole("radiogroup", { name: "Is the property listed for sale?" });
    expect(document.getElementById(question.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Choose yes or no",
    );
  });
});
