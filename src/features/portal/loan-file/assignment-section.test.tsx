// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { type Handlers, refusal, renderWithFakeApi } from "../fake-api.test-support";
import { AssignmentSection } from "./assignment-section";

const FILE = "00000000-0000-4000-8000-000000000010";
const SAM = { id: "00000000-0000-4000-8000-000000000001", name: "Sam Officer", nmlsId: "1234567" };
const LOU = { id: "00000000-0000-4000-8000-000000000002", name: "Lou Lender", nmlsId: null };
const PAT = { id: "00000000-0000-4000-8000-000000000003", name: "Pat Processor", nmlsId: null };

const assignment = (over: object = {}) => ({
  loanOfficer: { id: SAM.id, name: SAM.name },
  processor: null,
  mayAssign: true,
  mayAssignProcessor: true,
  candidates: { loanOfficers: [SAM, LOU], processors: [PAT] },
  ...over,
});

const renderSection = (handlers: Handlers) =>
  renderWithFakeApi(<AssignmentSection applicationId={FILE} />, handlers);

describe("the loan file's assigned people (decision 089)", () => {
  it("shows a reader the loan officer and processor without a form", async () => {
    renderSection({
      "portal.assignment.get": () => assignment({ mayAssign: false, mayAssignProcessor: false }),
    });
    expect(await screen.findByText("Sam Officer")).toBeTruthy();
    expect(screen.getByText("Nobody yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save the assignment" })).toBeNull();
  });

  it("lets an assigner choose both people and saves them at once", async () => {
    const { calls, container } = renderSection({
      "portal.assignment.get": () => assignment(),
      "portal.assignment.assign": () => ({
        loanOfficer: { id: LOU.id, name: LOU.name },
        processor: { id: PAT.id, name: PAT.name },
      }),
    });
    const officer = (await screen.findByLabelText("Loan officer")) as HTMLSelectElement;
    expect(officer.value).toBe(SAM.id);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.selectOptions(officer, LOU.id);
    await userEvent.selectOptions(screen.getByLabelText("Processor"), PAT.id);
    await userEvent.click(screen.getByRole("button", { name: "Save the assignment" }));
    expect(await screen.findByText("Assignment saved.")).toBeTruthy();
    expect(calls).toContainEqual([
      "portal.assignment.assign",
      { applicationId: FILE, loanOfficerId: LOU.id, processorId: PAT.id },
    ]);
  });

  it("offers an organisation's admin no processor list, and shows the server's refusal keeping the choice", async () => {
    renderSection({
      "portal.assignment.get": () =>
        assignment({ mayAssignProcessor: false, candidates: { loanOfficers: [SAM, LOU], processors: [] } }),
      "portal.assignment.assign": () => {
        throw refusal(
          "BAD_REQUEST",
          "Lou Lender cannot work this file: choose an active loan officer of this file’s organisation or of the lender.",
        );
      },
    });
    const officer = (await screen.findByLabelText("Loan officer")) as HTMLSelectElement;
    expect(screen.queryByRole("combobox", { name: "Processor" })).toBeNull();
    await userEvent.selectOptions(officer, LOU.id);
    await userEvent.click(screen.getByRole("button", { name: "Save the assignment" }));
    expect(await screen.findByText(/Lou Lender cannot work this file/)).toBeTruthy();
    expect(officer.value).toBe(LOU.id);
  });
});
