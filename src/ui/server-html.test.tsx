import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { PROPERTY_USES } from "@/domain/enums/property";
import { ChoiceCards } from "./choice-cards";
import { PROPERTY_USE_ILLUSTRATIONS } from "./illustrations/property-use";
import {
  DateField,
  MoneyField,
  MonthYearField,
  PhoneField,
  SsnField,
  TextField,
  YesNoField,
  ZipField,
} from "./inputs";
import { StepLayout } from "./step-layout";
import { UiProviders } from "./ui-providers.test-support";

const OPTIONS = PROPERTY_USES.map(({ value, label }) => {
  const Illustration = PROPERTY_USE_ILLUSTRATIONS[value];
  return { value, label, description: "A description", illustration: <Illustration /> };
});

function EveryPiece() {
  const { control } = useForm({
    defaultValues: {
      name: "Ann",
      phone: "(302) 555-0100",
      ssn: "123-45-6789",
      homeValue: "$250,000",
      birthDate: "03/21/1985",
      startMonth: "04/2021",
      zip: "19801",
      listedForSale: true as boolean | null,
    },
    errors: { zip: { type: "server", message: "Enter the 5 digits of your ZIP code, like 19801" } },
  });
  return (
    <StepLayout
      title="How do you use this property?"
      description="Tell us about the home."
      step={{ current: 3, total: 13 }}
      back="/prequal/building-type"
      onSubmit={() => undefined}
      continueDisabled
      error="We could not save your answer. Try again."
    >
      <ChoiceCards name="use" legend="Use" options={OPTIONS} value="secondHome" onChange={() => undefined} />
      <YesNoField control={control} name="listedForSale" legend="Is it listed for sale?" />
      <TextField control={control} name="name" label="First name" autoComplete="given-name" />
      <PhoneField control={control} name="phone" label="Mobile phone" />
      <SsnField control={control} name="ssn" label="Social Security number" />
      <MoneyField control={control} name="homeValue" label="Home value" />
      <DateField control={control} name="birthDate" label="Date of birth" autoComplete="bday" />
      <MonthYearField control={control} name="startMonth" label="Start month" />
      <ZipField control={control} name="zip" label="ZIP code" />
    </StepLayout>
  );
}

describe("the shared screen pieces under the signed-in areas' nonce CSP", () => {
  it("write no inline style attribute into the server's HTML (style-src-attr is refused)", () => {
    const html = renderToString(
      <UiProviders>
        <EveryPiece />
      </UiProviders>,
    );
    expect(html).toContain("Step 3 of 13");
    expect(html).toContain("(302) 555-0100");
    expect(html).toContain("Enter the 5 digits of your ZIP code");
    expect(html.match(/\sstyle="[^"]*"/g) ?? []).toEqual([]);
  });
});
