// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Control, useForm, useWatch } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { dateInput, einInput, moneyInput, phoneInput, ssnInput, zipInput } from "@/domain/format/inputs";
import { schemaResolver } from "../form-resolver";
import { axeViolations, renderWithUi } from "../ui-providers.test-support";
import {
  DateField,
  EinField,
  MoneyField,
  MonthYearField,
  PhoneField,
  SsnField,
  TextField,
  ZipField,
} from "./index";

const answers = z.object({
  firstName: z.string().trim().min(1, "Enter your first name"),
  phone: phoneInput,
  ssn: ssnInput,
  homeValue: moneyInput,
  birthDate: dateInput,
  startMonth: dateInput,
  zip: zipInput,
  // Optional here so the other tests need not type one: an empty field is no EIN.
  ein: z.preprocess((value) => (value === "" ? undefined : value), einInput.optional()),
});
type Answers = z.infer<typeof answers>;
type Fields = Record<keyof Answers, string>;
const EMPTY: Fields = {
  firstName: "",
  phone: "",
  ssn: "",
  homeValue: "",
  birthDate: "",
  startMonth: "",
  zip: "",
  ein: "",
};

function Values({ control }: { control: Control<Fields, unknown, Answers> }) {
  return <output data-testid="values">{JSON.stringify(useWatch({ control }))}</output>;
}

function AnswersForm({ onValid }: { onValid: (answers: Answers) => void }) {
  const form = useForm<Fields, unknown, Answers>({
    resolver: schemaResolver<Fields, Answers>(answers),
    defaultValues: EMPTY,
  });
  const { control } = form;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField control={control} name="firstName" label="First name" autoComplete="given-name" />
      <PhoneField control={control} name="phone" label="Mobile phone" />
      <SsnField control={control} name="ssn" label="Social Security number" />
      <MoneyField control={control} name="homeValue" label="Home value" helperText="Your best guess" />
      <DateField control={control} name="birthDate" label="Date of birth" autoComplete="bday" />
      <MonthYearField control={control} name="startMonth" label="Start month" />
      <ZipField control={control} name="zip" label="ZIP code" />
      <EinField control={control} name="ein" label="EIN" />
      <button type="submit">Continue</button>
      <Values control={control} />
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn();
  const view = renderWithUi(<AnswersForm onValid={onValid} />);
  const values = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}") as Fields;
  return { ...view, onValid, values };
}

/** The input a label names, as an input element. */
function input(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
}

describe("inputs with the spec's formats (spec §5), formatted as the person types", () => {
  it("shows a phone number as (XXX) XXX-XXXX and hands the form that text", async () => {
    const { values } = renderForm();
    await userEvent.type(input("Mobile phone"), "302555");
    expect(input("Mobile phone").value.trimEnd()).toBe("(302) 555-");
    await userEvent.type(input("Mobile phone"), "0100");
    expect(input("Mobile phone").value).toBe("(302) 555-0100");
    expect(values().phone).toBe("(302) 555-0100");
  });

  it("shows money with $ and thousands separators, whole dollars without decimals", async () => {
    const { values } = renderForm();
    await userEvent.type(input("Home value"), "250000");
    expect(input("Home value").value).toBe("$250,000");
    expect(values().homeValue).toBe("$250,000");
  });

  it("keeps a typed decimal point, so cents never turn into dollars", async () => {
    const { values } = renderForm();
    await userEvent.type(input("Home value"), "1234.567");
    expect(input("Home value").value).toBe("$1,234.56");
    expect(values().homeValue).toBe("$1,234.56");
  });

  it("shows an SSN as XXX-XX-XXXX, hidden until the person asks to see it", async () => {
    const { values } = renderForm();
    const ssn = input("Social Security number");
    expect(ssn.type).toBe("password");
    expect(ssn.autocomplete).toBe("off");
    expect(ssn.inputMode).toBe("numeric");
    await userEvent.type(ssn, "123456789");
    expect(ssn.value).toBe("123-45-6789");
    expect(values().ssn).toBe("123-45-6789");

    await userEvent.click(screen.getByRole("button", { name: "Show Social Security number" }));
    expect(input("Social Security number").type).toBe("text");
    await userEvent.click(screen.getByRole("button", { name: "Hide Social Security number" }));
    expect(input("Social Security number").type).toBe("password");
  });

  it("shows dates as MM/DD/YYYY and months as MM/YYYY", async () => {
    const { values } = renderForm();
    await userEvent.type(input("Date of birth"), "03211985");
    await userEvent.type(input("Start month"), "042021");
    expect(input("Date of birth").value).toBe("03/21/1985");
    expect(input("Start month").value).toBe("04/2021");
    expect(values()).toMatchObject({ birthDate: "03/21/1985", startMonth: "04/2021" });
  });

  it("keeps a ZIP code to 5 digits, leading zeros included", async () => {
    const { values } = renderForm();
    await userEvent.type(input("ZIP code"), "021341234");
    expect(input("ZIP code").value).toBe("02134");
    expect(values().zip).toBe("02134");
  });

  it("shows an EIN as XX-XXXXXXX, hands the form that text, and the domain reads its 9 digits", async () => {
    const { values } = renderForm();
    await userEvent.type(input("EIN"), "12a3456789999");
    expect(input("EIN").value).toBe("12-3456789");
    expect(values().ein).toBe("12-3456789");
    expect(einInput.parse(values().ein)).toBe("123456789");
    expect(input("EIN")).toMatchObject({ inputMode: "numeric", autocomplete: "off" });
  });

  it("brings the right keyboard and autofill", () => {
    renderForm();
    expect(input("First name").autocomplete).toBe("given-name");
    expect(input("Mobile phone")).toMatchObject({
      type: "tel",
      inputMode: "tel",
      autocomplete: "tel-national",
    });
    expect(input("Home value").inputMode).toBe("numeric");
    expect(input("Date of birth")).toMatchObject({ inputMode: "numeric", autocomplete: "bday" });
    expect(input("ZIP code")).toMatchObject({ inputMode: "numeric", autocomplete: "postal-code" });
  });
});

describe("inputs tell what is wrong beside the field", () => {
  it("ties each error message to its input, marks it invalid and focuses the first", async () => {
    const { onValid } = renderForm();
    await userEvent.type(input("Mobile phone"), "30255");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    expect(onValid).not.toHaveBeenCalled();
    const firstName = input("First name");
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (field: HTMLInputElement) =>
      document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(describedBy(firstName)).toBe("Enter your first name");
    expect(describedBy(input("Mobile phone"))).toBe(
      "Enter the 10 digits of your phone number, like (555) 123-4567",
    );
    expect(describedBy(input("Social Security number"))).toBe("Enter your Social Security number");
    expect(describedBy(input("Home value"))).toBe("Enter an amount in dollars");
  });

  it("focuses a masked field when it is the first wrong one", async () => {
    renderForm();
    await userEvent.type(input("First name"), "Ann");
    await userEvent.type(input("Mobile phone"), "302");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(document.activeElement).toBe(input("Mobile phone"));
  });

  it("shows the hint while the field is right", () => {
    renderForm();
    const homeValue = input("Home value");
    expect(document.getElementById(homeValue.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Your best guess",
    );
    expect(homeValue.getAttribute("aria-invalid")).toBe("false");
  });

  it("submits what the domain schemas read from the typed text", async () => {
    const { onValid } = renderForm();
    await userEvent.type(input("First name"), "Ann");
    await userEvent.type(input("Mobile phone"), "3025550100");
    await userEvent.type(input("Social Security number"), "123456789");
    await userEvent.type(input("Home value"), "250000");
    await userEvent.type(input("Date of birth"), "03211985");
    await userEvent.type(input("Start month"), "042021");
    await userEvent.type(input("ZIP code"), "19801");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      firstName: "Ann",
      phone: "3025550100",
      ssn: "123456789",
      homeValue: 250000,
      birthDate: new Date(Date.UTC(1985, 2, 21)),
      startMonth: new Date(Date.UTC(2021, 3, 1)),
      zip: "19801",
    });
  });

  it("has no axe violations, errors shown", async () => {
    const { container } = renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
