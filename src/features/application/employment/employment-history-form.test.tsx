// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { emptyJob, type JobFields } from "./employment-fields";
import { EmploymentHistoryForm, useEmploymentHistoryForm } from "./employment-history-form";
import { testFrame } from "./test-frame.test-support";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

const today = new Date("2026-11-23T00:00:00Z");
const job = (over: Partial<JobFields>): JobFields => ({
  ...emptyJob(),
  id: "j1",
  employerName: "Acme",
  position: "Engineer",
  employerPhone: "(512) 555-0100",
  employerAddress: { line1: "1 Main St", line2: "", city: "Austin", state: "TX", zip: "78701" },
  startDate: "01/2020",
  current: true,
  base: "$6,000",
  ...over,
});

function Harness(props: { jobs: JobFields[]; verifiedBy: Record<string, string>; onSave: () => void }) {
  const form = useEmploymentHistoryForm({ employments: props.jobs, gapExplanations: [] }, today);
  return (
    <EmploymentHistoryForm
      form={form}
      verifiedBy={props.verifiedBy}
      today={today}
      onSave={props.onSave}
      frame={testFrame("Employment history")}
    />
  );
}

function renderForm(jobs: JobFields[], verifiedBy: Record<string, string> = {}) {
  const onSave = vi.fn();
  const view = renderWithUi(<Harness jobs={jobs} verifiedBy={verifiedBy} onSave={onSave} />);
  return { onSave, view };
}

describe("employment history screen (spec §5)", () => {
  it("says from which month the two years count", () => {
    renderForm([job({})]);
    expect(screen.getByText(/since November 2024/)).toBeTruthy();
  });

  it("saves a covered history with the parsed figures", async () => {
    const { onSave } = renderForm([job({})]);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].employments[0]).toMatchObject({
      employerName: "Acme",
      base: 6000,
      endDate: null,
    });
  });

  it("names a gap longer than 31 days and will not continue until it is explained (spec §5)", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm([
      job({ id: "j1", startDate: "06/2025" }),
      job({ id: "j2", employerName: "Old Co", startDate: "01/2019", current: false, endDate: "02/2025" }),
    ]);
    const question = await screen.findByLabelText("From February 2025 to June 2025");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText(/Tell us what you were doing from February 2025 to June 2025/),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(question, "Studying");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].gapExplanations).toEqual([
      { from: "2025-02-28", explanation: "Studying" },
    ]);
  });

  it("asks for the month left only when the job has ended", async () => {
    renderForm([job({})]);
    expect(screen.queryByLabelText("Month you left")).toBeNull();
    fireEvent.click(screen.getAllByRole("radio", { name: "No" })[0] as HTMLElement);
    expect(await screen.findByLabelText("Month you left")).toBeTruthy();
  });

  it("adds and removes jobs", async () => {
    renderForm([job({})]);
    fireEvent.click(screen.getByRole("button", { name: "Add a job" }));
    expect(await screen.findByText("Job 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove job 2" }));
    await waitFor(() => expect(screen.queryByText("Job 2")).toBeNull());
  });

  it("marks a job that came from a verification report", () => {
    renderForm([job({})], { j1: "Sandbox Payroll Connect" });
    expect(screen.getByText("Verified by Sandbox Payroll Connect")).toBeTruthy();
  });

  it("has no serious accessibility violations", async () => {
    const { view } = renderForm([job({})]);
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
