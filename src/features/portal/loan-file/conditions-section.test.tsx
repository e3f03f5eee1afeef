// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STALE_CONDITION } from "@/domain/conditions/condition-states";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { renderWithFakeApi } from "../fake-api.test-support";
import { ConditionsSection, type ConditionsView } from "./conditions-section";

const APPLICATION_ID = "7d3c1a52-4a0e-4f7a-9a55-3f1d2b6c8e01";
const CONDITION_ID = "4a1c2b3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const FILE_ID = "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const at = new Date("2026-11-20T10:00:00Z");

type Condition = ConditionsView["conditions"][number];
const paystubs = (over: Partial<Condition> = {}): Condition => ({
  id: CONDITION_ID,
  code: 407,
  kind: "document",
  text: "Upload your year-end paystubs for the last two years showing your overtime income.",
  status: "received",
  category: "priorToApproval",
  owner: "borrower",
  dueOn: "2026-11-25",
  pastDue: true,
  version: 2,
  documentType: "paystub",
  borrower: null,
  createdAt: at,
  clearedAt: null,
  mailedAt: null,
  sentBack: null,
  waiverReason: null,
  receivedFile: { id: FILE_ID, displayName: "lunch-menu.pdf", contentType: "application/pdf" },
  answer: null,
  ...over,
});

const view = (
  conditions: Condition[],
  may = { manageConditions: true, reviewConditions: true },
): ConditionsView => ({
  applicant: { applicationId: APPLICATION_ID },
  conditions,
  may: { revealNumbers: false, manageDocuments: true, ...may },
});

const changed = { conditionId: CONDITION_ID, status: "open", version: 3 };

describe("the loan file's conditions (issue 22 item 3)", () => {
  it("shows a received file to review, the due date passed and who acts, with the file to open", () => {
    renderWithFakeApi(<ConditionsSection view={view([paystubs()])} />, {});
    expect(screen.getByText("0 open · 1 to review · 1 past due")).toBeTruthy();
    expect(screen.getByText("Received, to review")).toBeTruthy();
    expect(screen.getByText("Past due")).toBeTruthy();
    expect(screen.getByText("Due 2026-11-25")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Download lunch-menu.pdf" });
    expect(link.getAttribute("href")).toBe(`/api/portal-documents/${FILE_ID}/file`);
  });

  it("sends the file back only with a reason of the list, naming the version read", async () => {
    const { calls } = renderWithFakeApi(<ConditionsSection view={view([paystubs()])} />, {
      "portal.applicantDocuments.sendBackConditionFile": () => changed,
      "portal.loanFile.get": () => ({}),
    });
    fireEvent.click(screen.getByRole("button", { name: "Send back" }));
    const dialog = await screen.findByRole("dialog", { name: "Send back the file for condition 407?" });
    fireEvent.mouseDown(within(dialog).getByLabelText("Reason"));
    fireEvent.click(await screen.findByRole("option", { name: "Other" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send back" }));
    expect(await within(dialog).findByText(/with “Other” the applicant reads only your note/)).toBeTruthy();
    expect(calls.some(([path]) => path.endsWith("sendBackConditionFile"))).toBe(false);
    fireEvent.mouseDown(within(dialog).getByLabelText("Reason"));
    fireEvent.click(await screen.findByRole("option", { name: "Wrong document" }));
    fireEvent.change(within(dialog).getByLabelText(/Note to the applicant/), {
      target: { value: "<b>A lunch menu</b> is not a paystub." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find(([path]) => path.endsWith("sendBackConditionFile"))?.[1]).toEqual({
      applicationId: APPLICATION_ID,
      conditionId: CONDITION_ID,
      version: 2,
      reason: "wrongDocument",
      note: "<b>A lunch menu</b> is not a paystub.",
    });
  });

  it("shows the server's sentence on a stale change and keeps what was typed", async () => {
    renderWithFakeApi(<ConditionsSection view={view([paystubs({ status: "open", receivedFile: null })])} />, {
      "portal.applicantDocuments.waiveCondition": () => {
        throw aServerRefusal(STALE_CONDITION, { code: "CONFLICT", httpStatus: 409 });
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Waive" }));
    const dialog = await screen.findByRole("dialog", { name: "Waive condition 407?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Waive" }));
    expect(await within(dialog).findByText("Say why the condition is no longer needed.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Why it is no longer needed"), {
      target: { value: "No overtime in the qualifying income." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Waive" }));
    expect(await within(dialog).findByText(STALE_CONDITION)).toBeTruthy();
    expect((within(dialog).getByLabelText("Why it is no longer needed") as HTMLTextAreaElement).value).toBe(
      "No overtime in the qualifying income.",
    );
  });

  it("writes a condition with its text, category, owner and due date", async () => {
    const { calls } = renderWithFakeApi(<ConditionsSection view={view([])} />, {
      "portal.applicantDocuments.addCondition": () => ({ conditionId: CONDITION_ID, kind: "information" }),
      "portal.loanFile.get": () => ({}),
    });
    expect(screen.getByText("No conditions on this file.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Write a condition" }));
    const dialog = await screen.findByRole("dialog", { name: "Write a condition" });
    fireEvent.mouseDown(within(dialog).getByLabelText("Condition"));
    fireEvent.click(await screen.findByRole("option", { name: /^102 — / }));
    fireEvent.change(within(dialog).getByLabelText("What the applicant reads"), {
      target: { value: "Explain the inquiry from Harbor Auto in March." },
    });
    fireEvent.mouseDown(within(dialog).getByLabelText("Needed"));
    fireEvent.click(await screen.findByRole("option", { name: "Prior to funding" }));
    fireEvent.change(within(dialog).getByLabelText("Due date (optional)"), {
      target: { value: "2026-12-15" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find(([path]) => path.endsWith("addCondition"))?.[1]).toEqual({
      applicationId: APPLICATION_ID,
      code: 102,
      text: "Explain the inquiry from Harbor Auto in March.",
      category: "priorToFunding",
      owner: "borrower",
      dueOn: "2026-12-15",
    });
  });

  it("offers no change to a role that may only read, and shows a reason's markup as text", () => {
    renderWithFakeApi(
      <ConditionsSection
        view={view(
          [paystubs({ status: "waived", receivedFile: null, waiverReason: "<script>alert(1)</script>" })],
          {
            manageConditions: false,
            reviewConditions: false,
          },
        )}
      />,
      {},
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Waived because: “<script>alert(1)</script>”")).toBeTruthy();
  });
});
