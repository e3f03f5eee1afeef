// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import type { UploadCallbacks, UploadTarget } from "@/ui/uploads/tus-upload";
import type { OpenCondition } from "./checklist-types";
import {
  aChecklist,
  aJourney,
  aLine,
  fakeDocumentsApi,
  renderWithApi,
} from "./fake-documents-api.test-support";
import { StandaloneUploadScreen } from "./standalone-upload-screen";

const { api, trpc } = fakeDocumentsApi();
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
const targets: UploadTarget[] = [];
vi.mock("@/ui/uploads/tus-upload", () => ({
  startUpload: (_file: File, target: UploadTarget, _callbacks: UploadCallbacks) => {
    targets.push(target);
    return () => undefined;
  },
}));

const condition = (over: Partial<OpenCondition>): OpenCondition => ({
  id: "7c0e4b1a-0000-4000-8000-000000000001",
  code: 405,
  kind: "document",
  text: "Send three recent paystubs.",
  documentType: "paystub",
  informationKind: null,
  borrower: "coborrower",
  propertyId: null,
  sentBack: null,
  ...over,
});

const EXPLAIN = condition({
  id: "7c0e4b1a-0000-4000-8000-000000000002",
  code: 303,
  kind: "information",
  text: "Tell us why your mortgage payment was late in March.",
  documentType: null,
  informationKind: "long_text",
  borrower: "main",
});

describe("/app/upload: open conditions", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    targets.length = 0;
    api.journey.mockResolvedValue(aJourney({ completed: false, resume: "/app/application/4" }));
    api.checklist.mockResolvedValue(aChecklist({ conditions: [condition({}), EXPLAIN] }));
  });

  it("shows the checklist with no Continue and a link back to where the application is", async () => {
    renderWithApi(<StandaloneUploadScreen />);
    const back = await screen.findByRole("link", { name: "Back to your application" });
    expect(screen.getByRole("heading", { level: 1, name: "Your documents" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(back.getAttribute("href")).toBe("/app/application/4");
  });

  it("shows why the loan team asked for a line, in their words, as text, with a way to the messages", async () => {
    const reason = "We need <b>one more</b> month of statements.";
    api.checklist.mockResolvedValue(
      aChecklist({
        groups: [{ owner: "main", propertyId: null, heading: null, lines: [aLine({ reason })] }],
      }),
    );
    const { container } = renderWithApi(<StandaloneUploadScreen />);
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText("Why your loan team asks:")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Messages with your loan team" }).getAttribute("href")).toBe(
      "/app/messages",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says in plain words why a file was sent back, with the reviewer's note shown as text (decision 096)", async () => {
    api.checklist.mockResolvedValue(
      aChecklist({
        conditions: [condition({ sentBack: { reason: "wrongDocument", note: "<b>Not a paystub.</b>" } })],
      }),
    );
    renderWithApi(<StandaloneUploadScreen />);
    const section = await screen.findByRole("region", { name: "We need a little more" });
    expect(within(section).getByText(/The file you sent isn’t the document we asked for\./)).toBeTruthy();
    expect(within(section).getByText(/Our team’s note: <b>Not a paystub\.<\/b>/)).toBeTruthy();
  });

  it("sends a document condition's file with its condition id, for the borrower it asks", async () => {
    const user = userEvent.setup();
    const { container } = renderWithApi(<StandaloneUploadScreen />);
    const section = await screen.findByRole("region", { name: "We need a little more" });
    expect(within(section).getByText("Send three recent paystubs.")).toBeTruthy();
    await user.upload(
      within(section).getByLabelText("Choose files for Send three recent paystubs.", { selector: "input" }),
      [new File(["%PDF"], "stubs.pdf", { type: "application/pdf" })],
    );
    expect(targets).toEqual([
      {
        documentType: "paystub",
        borrower: "coborrower",
        conditionId: "7c0e4b1a-0000-4000-8000-000000000001",
      },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("answers an information condition with the domain's schema: an empty answer is refused beside the field, a written one is sent", async () => {
    const user = userEvent.setup();
    api.answer.mockResolvedValue({ cleared: true });
    renderWithApi(<StandaloneUploadScreen />);
    const section = await screen.findByRole("region", { name: "We need a little more" });
    await user.click(within(section).getByRole("button", { name: "Answer" }));
    await user.click(within(section).getByRole("button", { name: "Send my answer" }));
    expect(await within(section).findByText("Write your answer")).toBeTruthy();
    expect(api.answer).not.toHaveBeenCalled();
    await user.type(
      within(section).getByLabelText("Your answer"),
      "A bank error; the payment went out the next day.",
    );
    await user.click(within(section).getByRole("button", { name: "Send my answer" }));
    await waitFor(() =>
      expect(api.answer).toHaveBeenCalledWith({
        conditionId: EXPLAIN.id,
        kind: "long_text",
        answer: { text: "A bank error; the payment went out the next day." },
      }),
    );
    expect(await screen.findByText("Thank you: your answer is saved.")).toBeTruthy();
  });
});
