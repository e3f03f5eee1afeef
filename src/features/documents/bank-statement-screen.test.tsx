// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { axeViolations } from "@/ui/ui-providers.test-support";
import type { UploadCallbacks, UploadTarget } from "@/ui/uploads/tus-upload";
import { BankStatementScreen } from "./bank-statement-screen";
import { aChecklist, aJourney, fakeDocumentsApi, renderWithApi } from "./fake-documents-api.test-support";

const { api, trpc } = fakeDocumentsApi();
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
const targets: UploadTarget[] = [];
vi.mock("@/ui/uploads/tus-upload", () => ({
  startUpload: (_file: File, target: UploadTarget, _callbacks: UploadCallbacks) => {
    targets.push(target);
    return () => undefined;
  },
}));

describe("/app/bank-statement", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    targets.length = 0;
    api.journey.mockResolvedValue(aJourney());
    api.checklist.mockResolvedValue(aChecklist());
  });

  it("uploads statements as the chosen borrower's bank statements", async () => {
    const user = userEvent.setup();
    const { container } = renderWithApi(<BankStatementScreen />);
    await user.click(await screen.findByRole("radio", { name: "Sam's" }));
    await user.upload(screen.getByLabelText("Choose files for Upload statements", { selector: "input" }), [
      new File(["%PDF"], "march.pdf", { type: "application/pdf" }),
    ]);
    expect(targets).toEqual([{ documentType: "bank_statements", borrower: "coborrower" }]);
    expect(screen.getByText("No statements on file yet.")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("connects a bank: the bank's name is required, the statements filed are counted in a sentence", async () => {
    const user = userEvent.setup();
    api.connect.mockResolvedValue({ filed: 3, statements: [] });
    renderWithApi(<BankStatementScreen />);
    await user.click(await screen.findByRole("button", { name: "Connect and fetch statements" }));
    expect(await screen.findByText("Enter the name of your bank")).toBeTruthy();
    expect(api.connect).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Name of your bank"), "First Sandbox Bank");
    await user.click(screen.getByRole("button", { name: "Connect and fetch statements" }));
    expect(await screen.findByText("We filed 3 statements from your bank.")).toBeTruthy();
    expect(api.connect).toHaveBeenCalledWith({ institution: "First Sandbox Bank" });
    await waitFor(() => expect(api.checklist.mock.calls.length).toBeGreaterThan(1));
  });

  it("shows the bank's answer as a sentence when it holds no account", async () => {
    const user = userEvent.setup();
    api.connect.mockRejectedValue(
      aServerRefusal("We found no account of yours at Empty Bank. Upload your statements instead."),
    );
    renderWithApi(<BankStatementScreen />);
    await user.type(await screen.findByLabelText("Name of your bank"), "Empty Bank");
    await user.click(screen.getByRole("button", { name: "Connect and fetch statements" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We found no account of yours at Empty Bank. Upload your statements instead.",
    );
  });
});
