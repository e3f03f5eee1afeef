// @vitest-environment jsdom
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { personalInfoInput } from "@/domain/application/personal-info";
import { schemaResolver } from "@/ui/form-resolver";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import type { IdentityOnFileView } from "./identity-fields";
import { PersonalInfoFields } from "./personal-info-fields";
import { type PersonalInfoValues, personalInfoValues } from "./personal-info-values";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

const onFile: IdentityOnFileView = { ssnMasked: "*** - ** - 6789", hasDateOfBirth: true };

function Harness({ identity, onValid }: { identity: IdentityOnFileView; onValid: (value: unknown) => void }) {
  const form = useForm<PersonalInfoValues, unknown, unknown>({
    resolver: schemaResolver<PersonalInfoValues, unknown>(personalInfoInput),
    defaultValues: personalInfoValues(null, { firstName: "Ada", lastName: "Lovelace", phone: "3025550142" }),
    mode: "onTouched",
  });
  return (
    <form aria-label="Personal information" noValidate onSubmit={form.handleSubmit(onValid)}>
      <PersonalInfoFields control={form.control} identity={identity} />
      <button type="submit">Continue</button>
    </form>
  );
}

async function fillTheRest(user: ReturnType<typeof userEvent.setup>, years: string) {
  await user.selectOptions(screen.getByLabelText("Citizenship"), "usCitizen");
  await user.selectOptions(screen.getByLabelText("Marital status"), "married");
  await user.type(screen.getByLabelText("Number of dependents"), "0");
  const current = screen.getByRole("region", { name: "Current address" });
  await user.type(
    current.querySelector("input[name='currentResidence.address.line1']") as Element,
    "100 Main Street",
  );
  await user.type(
    current.querySelector("input[name='currentResidence.address.city']") as Element,
    "Wilmington",
  );
  await user.selectOptions(current.querySelector("select") as HTMLSelectElement, "DE");
  await user.type(current.querySelector("input[name='currentResidence.address.zip']") as Element, "19801");
  await user.type(screen.getAllByLabelText("Years there")[0] as Element, years);
  await user.type(screen.getAllByLabelText("Months there")[0] as Element, "0");
  await user.click(screen.getByRole("radio", { name: "Own" }));
  await user.click(screen.getByRole("radio", { name: "I have never served" }));
}

describe("step 1's questions (Form 1003 section 1a, decision 027)", () => {
  it("shows the SSN on file only masked and asks for neither it nor the birth date again", async () => {
    renderWithUi(<Harness identity={onFile} onValid={() => {}} />);
    expect(screen.getByText("Social Security number: *** - ** - 6789")).toBeTruthy();
    expect(screen.getByText("Date of birth: on file")).toBeTruthy();
    expect(screen.queryByLabelText("Social Security number")).toBeNull();
    expect(screen.queryByLabelText("Date of birth")).toBeNull();
  });

  it("asks for the SSN and date of birth when none is on file", () => {
    renderWithUi(<Harness identity={{ ssnMasked: null, hasDateOfBirth: false }} onValid={() => {}} />);
    expect(screen.getByLabelText("Social Security number")).toBeTruthy();
    expect(screen.getByLabelText("Date of birth")).toBeTruthy();
  });

  it("asks for the phone under a heading of its own, not among the dependents' questions, and lists never served first", () => {
    renderWithUi(<Harness identity={onFile} onValid={() => {}} />);
    const section = screen.getByLabelText("Phone").closest("section");
    expect(section?.querySelector("h2")?.textContent).toBe("How we reach you");
    const service = screen.getByRole("radiogroup", {
      name: "Did you (or your deceased spouse) ever serve in the U.S. Armed Forces?",
    });
    const options = within(service)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.textContent);
    expect(options[0]).toBe("I have never served");
    expect(options.at(-1)).toBe("Surviving spouse");
  });

  it("asks Form 1103's language question with its notice that the loan may be handled in English", () => {
    renderWithUi(<Harness identity={onFile} onValid={() => {}} />);
    const question = screen.getByRole("radiogroup", {
      name: "What language would you prefer to use when we talk about your loan? (optional)",
    });
    const options = within(question)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.textContent);
    expect(options).toEqual([
      "English",
      "Chinese",
      "Korean",
      "Spanish",
      "Tagalog",
      "Vietnamese",
      "Other",
      "I do not wish to respond",
    ]);
    expect(question.closest("section")?.textContent).toContain("likely to be handled in English");
  });

  it("starts from the name and phone given at the credit step", () => {
    renderWithUi(<Harness identity={onFile} onValid={() => {}} />);
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("(302) 555-0142");
  });

  it("asks for the former address only under 2 years at the current one, and the rent only of a renter", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(<Harness identity={onFile} onValid={() => {}} />);
    expect(screen.queryByRole("region", { name: "Former address" })).toBeNull();
    await user.type(screen.getAllByLabelText("Years there")[0] as Element, "1");
    expect(await screen.findByRole("region", { name: "Former address" })).toBeTruthy();
    await user.clear(screen.getAllByLabelText("Years there")[0] as Element);
    await user.type(screen.getAllByLabelText("Years there")[0] as Element, "2");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Former address" })).toBeNull());
    expect(screen.queryByLabelText("Monthly rent")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Rent" }));
    expect(await screen.findByLabelText("Monthly rent")).toBeTruthy();
  });

  it("hands the schema's typed answers on once everything is answered, without an SSN on file", async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    renderWithUi(<Harness identity={onFile} onValid={onValid} />);
    await fillTheRest(user, "5");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      firstName: "Ada",
      phone: "3025550142",
      dependantCount: 0,
      currentResidence: { years: 5, housing: "own", address: { state: "DE" } },
      militaryStatus: "none",
    });
    expect(onValid.mock.calls[0]?.[0]).not.toHaveProperty("ssn", expect.any(String));
  });

  it("says what is missing beside the field when the former address is left out", async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    renderWithUi(<Harness identity={onFile} onValid={onValid} />);
    await fillTheRest(user, "1");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText(
        "You have lived at your current address for less than 2 years: enter your former address",
      ),
    ).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("has no serious accessibility violations", async () => {
    const { container } = renderWithUi(
      <Harness identity={{ ssnMasked: null, hasDateOfBirth: false }} onValid={() => {}} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
