// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { closingStepAfter } from "@/domain/application/closing-steps";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { axeViolations } from "@/ui/ui-providers.test-support";
import type { UploadCallbacks, UploadTarget } from "@/ui/uploads/tus-upload";
import {
  aChecklist,
  aJourney,
  aLine,
  fakeDocumentsApi,
  renderWithApi,
} from "./fake-documents-api.test-support";
import { IncomeDocsScreen } from "./income-docs-screen";

const { api, trpc } = fakeDocumentsApi();
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/app/application/upload" }));

// The tus client is replaced by a recorder: each upload's callbacks are the test's to call.
const uploads: { file: File; target: UploadTarget; callbacks: UploadCallbacks }[] = [];
vi.mock("@/ui/uploads/tus-upload", () => ({
  startUpload: (file: File, target: UploadTarget, callbacks: UploadCallbacks) => {
    uploads.push({ file, target, callbacks });
    return () => undefined;
  },
}));

const region = (name: string | RegExp) => screen.getByRole("region", { name });

describe("/app/application/upload", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    uploads.length = 0;
    api.journey.mockResolvedValue(aJourney());
    api.checklist.mockResolvedValue(aChecklist());
  });

  it("groups the checklist by borrower, coborrower and property, marks waived and optional lines, and holds Continue until complete", async () => {
    const { container } = renderWithApi(<IncomeDocsScreen />);
    expect(await screen.findByRole("heading", { level: 2, name: "Your documents" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Upload your documents" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Sam's documents" })).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 2, name: "Property: 4 Rental Row, Wilmington, DE 19801" }),
    ).toBeTruthy();
    const paystubs = within(region("Your documents")).getByRole("article", { name: "Paystubs" });
    expect(within(paystubs).getByText("0 of 2 in")).toBeTruthy();
    expect(within(paystubs).getByText("Your most recent paystubs covering 30 days.")).toBeTruthy();
    const waived = within(region("Your documents")).getByRole("article", { name: "W-2 forms" });
    expect(within(waived).getByText("Not needed")).toBeTruthy();
    expect(within(waived).queryByRole("button", { name: /Choose files/ })).toBeNull();
    expect(within(region(/^Property:/)).getByText("Optional")).toBeTruthy();
    expect(screen.getByText("0 of 5 required documents are in")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("Continue, once every required line is in, goes on to the step documents.complete names, sending once", async () => {
    const user = userEvent.setup();
    api.checklist.mockResolvedValue(aChecklist({ complete: true }));
    api.complete.mockResolvedValue({ next: "/app/application/loan-disbursement" });
    renderWithApi(<IncomeDocsScreen />);
    const continueButton = await screen.findByRole("button", { name: "Continue" });
    await user.click(continueButton);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/app/application/loan-disbursement"));
    // Until the next screen shows, the bar says it is saving and a second press sends nothing.
    const saving = screen.getByRole("button", { name: "Saving…" });
    expect(saving.getAttribute("aria-disabled")).toBe("true");
    await user.click(saving);
    expect(api.complete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("heading", { name: "Thank you: your documents are in" })).toBeNull();
  });

  it("visited again once the documents are in, says so and links to where the funds go, without Continue", async () => {
    api.checklist.mockResolvedValue(aChecklist({ complete: true, submitted: true }));
    const { container } = renderWithApi(<IncomeDocsScreen />);
    const news = await screen.findByRole("heading", { name: "Thank you: your documents are in" });
    expect(screen.getByText("Your next step is choosing where your funds go.")).toBeTruthy();
    const onward = screen.getByRole("link", { name: "Choose where your funds go" });
    expect(onward.getAttribute("href")).toBe(closingStepAfter("incomeDocs").next);
    expect(onward.getAttribute("href")).toBe("/app/application/loan-disbursement");
    await waitFor(() => expect(document.activeElement).toBe(news));
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows Continue's refusal as a sentence", async () => {
    const user = userEvent.setup();
    api.checklist.mockResolvedValue(aChecklist({ complete: true }));
    api.complete.mockRejectedValue(aServerRefusal("Upload your paystubs first."));
    renderWithApi(<IncomeDocsScreen />);
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Upload your paystubs first.");
  });

  it("before the summary is submitted, says so kindly and links to the summary", async () => {
    api.journey.mockResolvedValue(aJourney({ completed: false }));
    renderWithApi(<IncomeDocsScreen />);
    expect(await screen.findByText(/Your documents come after you submit your application/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your application summary" }).getAttribute("href")).toBe(
      "/app/application/application-summary",
    );
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });

  it("asks which photo ID, then each side it needs: a driver's license front and back, a passport its front", async () => {
    const user = userEvent.setup();
    renderWithApi(<IncomeDocsScreen />);
    const id = await screen.findByRole("article", { name: "Photo ID" });
    expect(within(id).queryByRole("button", { name: /Choose files/ })).toBeNull();
    await user.click(within(id).getByRole("radio", { name: "Driver's license" }));
    expect(
      within(id).getByRole("button", { name: "Choose files for Front of your driver's license" }),
    ).toBeTruthy();
    expect(
      within(id).getByRole("button", { name: "Take a photo for Back of your driver's license" }),
    ).toBeTruthy();
    await user.click(within(id).getByRole("radio", { name: "Passport" }));
    expect(within(id).getByRole("button", { name: "Choose files for Front of your passport" })).toBeTruthy();
    expect(within(id).queryByRole("button", { name: /Back of your passport/ })).toBeNull();

    await user.upload(
      within(id).getByLabelText("Choose files for Front of your passport", { selector: "input" }),
      [new File(["jpeg"], "passport.jpg", { type: "image/jpeg" })],
    );
    expect(uploads.map((u) => u.target)).toEqual([
      { documentType: "passport", borrower: "main", side: "front" },
    ]);
  });

  it("sends each chosen file to its line with a progress bar, shows a refusal beside the file, and reads the checklist again once one is filed", async () => {
    const user = userEvent.setup();
    const { container } = renderWithApi(<IncomeDocsScreen />);
    const paystubs = within(await screen.findByRole("region", { name: "Sam's documents" })).getByRole(
      "article",
      {
        name: "Paystubs",
      },
    );
    const chooser = within(paystubs).getByLabelText("Choose files for Paystubs", {
      selector: "input",
    }) as HTMLInputElement;
    expect(chooser.multiple).toBe(true);
    expect(chooser.accept).toContain("application/pdf");
    const camera = within(paystubs).getByLabelText("Take a photo for Paystubs", {
      selector: "input",
    }) as HTMLInputElement;
    expect(camera.getAttribute("capture")).toBe("environment");
    await user.upload(chooser, [
      new File(["%PDF-1.7"], "june.pdf", { type: "application/pdf" }),
      new File(["text"], "notes.pdf", { type: "application/pdf" }),
    ]);
    expect(uploads.map((u) => [u.file.name, u.target])).toEqual([
      ["june.pdf", { documentType: "paystubs", borrower: "coborrower" }],
      ["notes.pdf", { documentType: "paystubs", borrower: "coborrower" }],
    ]);
    uploads[0]?.callbacks.onProgress(4, 8);
    const bar = await within(paystubs).findByRole("progressbar", { name: "Uploading june.pdf" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("50"));
    uploads[1]?.callbacks.onRefused("We can only accept PDF, JPEG, PNG or HEIC files.");
    const refusal = await within(paystubs).findByRole("alert");
    expect(refusal.textContent).toContain("notes.pdf");
    expect(refusal.textContent).toContain("We can only accept PDF, JPEG, PNG or HEIC files.");
    expect(await axeViolations(container)).toEqual([]);

    const calls = api.checklist.mock.calls.length;
    uploads[0]?.callbacks.onFiled("5b1f8a7e-0000-4000-8000-000000000001");
    await waitFor(() => expect(api.checklist.mock.calls.length).toBeGreaterThan(calls));
    await waitFor(() => expect(within(paystubs).queryByRole("progressbar")).toBeNull());
  });

  it("refuses a file over 25 MB before sending a byte", async () => {
    const user = userEvent.setup();
    renderWithApi(<IncomeDocsScreen />);
    const paystubs = within(await screen.findByRole("region", { name: "Your documents" })).getByRole(
      "article",
      {
        name: "Paystubs",
      },
    );
    const big = new File(["x"], "scan.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 26 * 1024 * 1024 });
    await user.upload(within(paystubs).getByLabelText("Choose files for Paystubs", { selector: "input" }), [
      big,
    ]);
    expect((await within(paystubs).findByRole("alert")).textContent).toContain(
      "scan.pdf is larger than 25 MB",
    );
    expect(uploads).toEqual([]);
  });

  it("shows each file's thumbnail, or Processing… under its name, and removes one after a confirmation", async () => {
    const user = userEvent.setup();
    const files = [
      {
        id: "5b1f8a7e-0000-4000-8000-000000000001",
        documentType: "paystubs",
        side: null,
        displayName: "june.jpg",
        contentType: "image/jpeg",
        status: "ready" as const,
        source: "upload" as const,
        removable: true,
        hasThumbnail: true,
      },
      {
        id: "5b1f8a7e-0000-4000-8000-000000000002",
        documentType: "paystubs",
        side: null,
        displayName: "july.jpg",
        contentType: "image/jpeg",
        status: "processing" as const,
        source: "upload" as const,
        removable: false,
        hasThumbnail: false,
      },
    ];
    const withFiles = aChecklist();
    withFiles.groups = [
      { owner: "main", propertyId: null, heading: null, lines: [aLine({ uploaded: 2, missing: 0, files })] },
    ];
    api.checklist.mockResolvedValue(withFiles);
    api.remove.mockResolvedValue({ removed: true });
    const { container } = renderWithApi(<IncomeDocsScreen />);
    const thumbnail = await screen.findByRole("img", { name: "Preview of june.jpg" });
    expect(thumbnail.getAttribute("src")).toBe(`/api/documents/${files[0]?.id}/thumbnail`);
    // "Processing…" is read under the file's name: in the 56 px preview frame it ran over the name.
    expect(screen.getByText("Processing…").parentElement?.textContent).toContain("july.jpg");
    expect(screen.getByText("Done")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove july.jpg" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Remove june.jpg" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this file?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(await screen.findByRole("button", { name: "Remove june.jpg" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove it" }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith({ documentId: files[0]?.id }));
  });
});
