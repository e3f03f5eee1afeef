// @vitest-environment jsdom
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { demographicsInput } from "@/domain/application/demographics";
import { schemaResolver } from "@/ui/form-resolver";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import type { DemographicsFields } from "./demographic-group-fields";
import { DemographicsFieldsBody, demographicsDefaults } from "./demographics-fields";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

type Sent = z.output<typeof demographicsInput>;

function Harness({ onSave, saved = null }: { onSave: (answers: Sent) => void; saved?: Sent | null }) {
  const form = useForm<DemographicsFields, unknown, Sent>({
    resolver: schemaResolver<DemographicsFields, Sent>(demographicsInput),
    defaultValues: demographicsDefaults(saved),
    mode: "onChange",
  });
  return (
    <form aria-label="Demographic information" noValidate onSubmit={form.handleSubmit(onSave)}>
      <DemographicsFieldsBody form={form} />
      <button type="submit">Continue</button>
    </form>
  );
}

const group = (name: string) => screen.getByRole("group", { name });

describe("step 6, demographic information (Form 1003 section 8)", () => {
  it("shows the federal explanation and says the answers are never used in pricing", () => {
    renderWithUi(<Harness onSave={vi.fn()} />);
    expect(
      screen.getByText(/Federal law requires that we ask applicants for their demographic information/),
    ).toBeTruthy();
    expect(screen.getByText(/never used to decide whether you qualify or to set your rate/)).toBeTruthy();
  });

  it("shows an origin's sub-flags only once its parent is ticked, and the free text with 'Other'", async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness onSave={vi.fn()} />);
    const race = group("Race");
    expect(within(race).queryByRole("checkbox", { name: "Chinese" })).toBeNull();
    await user.click(within(race).getByRole("checkbox", { name: "Asian" }));
    await user.click(within(race).getByRole("checkbox", { name: "Other Asian" }));
    expect(within(race).getByLabelText("Your race")).toBeTruthy();
    await user.click(within(race).getByRole("checkbox", { name: "Asian" }));
    expect(within(race).queryByRole("checkbox", { name: "Other Asian" })).toBeNull();
  });

  it("unticks the group's other choices when 'I do not wish to provide' is ticked, and the other way round", async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness onSave={vi.fn()} />);
    const sex = group("Sex");
    const female = within(sex).getByRole("checkbox", { name: "Female" }) as HTMLInputElement;
    const wontInform = within(sex).getByRole("checkbox", {
      name: "I do not wish to provide this information",
    }) as HTMLInputElement;
    await user.click(female);
    await user.click(wontInform);
    expect([female.checked, wontInform.checked]).toEqual([false, true]);
    await user.click(female);
    expect([female.checked, wontInform.checked]).toEqual([true, false]);
  });

  it("sends the answers the schema reads, once each group has an answer", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithUi(<Harness onSave={onSave} />);
    await user.click(within(group("Ethnicity")).getByRole("checkbox", { name: "Hispanic or Latino" }));
    await user.click(within(group("Ethnicity")).getByRole("checkbox", { name: "Other Hispanic or Latino" }));
    await user.type(within(group("Ethnicity")).getByLabelText("Your origin"), "Dominican");
    await user.click(
      within(group("Race")).getByRole("checkbox", { name: "I do not wish to provide this information" }),
    );
    await user.click(within(group("Sex")).getByRole("checkbox", { name: "Male" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const sent = onSave.mock.calls[0]?.[0] as Sent;
    expect(sent.ethnicity).toMatchObject({
      hispanicOrLatino: true,
      otherHispanicOrLatino: true,
      otherHispanicOrLatinoOrigin: "Dominican",
    });
    expect(sent.race.wontInform).toBe(true);
    expect(sent.sex).toEqual({ female: false, male: true, wontInform: false });
  });

  it("says which group still needs an answer", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithUi(<Harness onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText('Choose at least one race, or "I do not wish to provide this information"'),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows saved answers with their sub-flags open, and has no accessibility violations", async () => {
    const saved = demographicsInput.parse({
      ethnicity: { notHispanicOrLatino: true },
      race: { asian: true, korean: true },
      sex: { wontInform: true },
    });
    const { container } = renderWithUi(<Harness onSave={vi.fn()} saved={saved} />);
    expect(
      (within(group("Race")).getByRole("checkbox", { name: "Korean" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });
});
