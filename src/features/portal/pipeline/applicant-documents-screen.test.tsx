// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithFakeApi } from "../fake-api.test-support";
import { ApplicantDocuments } from "./applicant-documents-screen";
import { PipelineList } from "./pipeline-screen";

const APPLICATION_ID = "7d3c1a52-4a0e-4f7a-9a55-3f1d2b6c8e01";
const FILE_ID = "0c9e6b1f-2d7a-4f59-8b62-1e3a5d7c9b40";

function view(may: { manageDocuments: boolean; manageConditions: boolean }) {
  return {
    applicant: {
      applicationId: APPLICATION_ID,
      name: "Rita Moss",
      email: "rita@mail.test",
      product: "heloc",
      statusLabel: "Income Docs",
      organisationName: null,
    },
    checklist: {
      groups: [
        {
          owner: "main",
          propertyId: null,
          heading: null,
          lines: [
            {
              type: "paystub",
              label: "Paystubs",
              borrower: "main",
              count: 4,
              uploaded: 1,
              required: true,
              skipped: false,
              missing: 3,
              files: [
                {
                  id: FILE_ID,
                  documentType: "paystub",
                  documentLabel: "Paystubs",
                  side: null,
                  displayName: "march.pdf",
                  contentType: "application/pdf",
                  status: "ready",
                  source: "upload",
                  uploadedAt: new Date("2026-11-20T10:00:00Z"),
                  reviewedAt: null,
                },
              ],
            },
          ],
        },
      ],
      progress: { required: 4, uploaded: 1, complete: false },
      complete: false,
    },
    uploadRequests: [],
    conditions: [],
    may,
  };
}

describe("an applicant's documents in the portal", () => {
  it("shows a viewer the checklist and a download link, and no button that changes anything", async () => {
    renderWithFakeApi(<ApplicantDocuments applicationId={APPLICATION_ID} />, {
      "portal.applicantDocuments.get": () => view({ manageDocuments: false, manageConditions: false }),
    });
    expect(await screen.findByText("Paystubs")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Download march.pdf" });
    expect(link.getAttribute("href")).toBe(`/api/portal-documents/${FILE_ID}/file`);
    expect(
      screen.queryByRole("button", { name: /Waive|Mark reviewed|Ask for it|Add the condition/ }),
    ).toBeNull();
    expect(screen.getByText(/Your role lets you read/)).toBeTruthy();
  });

  it("waives a line for a loan officer only after the confirmation", async () => {
    const { calls } = renderWithFakeApi(<ApplicantDocuments applicationId={APPLICATION_ID} />, {
      "portal.applicantDocuments.get": () => view({ manageDocuments: true, manageConditions: true }),
      "portal.applicantDocuments.waive": () => ({ uploadRequestId: "5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d" }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Waive Paystubs" }));
    expect(calls.some(([path]) => path === "portal.applicantDocuments.waive")).toBe(false);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Waive Paystubs?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Waive" }));
    await screen.findByRole("button", { name: "Waive Paystubs" });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.find(([path]) => path === "portal.applicantDocuments.waive")?.[1]).toEqual({
      applicationId: APPLICATION_ID,
      documentType: "paystub",
      borrower: "main",
    });
  });

  it("refuses a request without a reason in the form, with the server's sentence", async () => {
    const { calls } = renderWithFakeApi(<ApplicantDocuments applicationId={APPLICATION_ID} />, {
      "portal.applicantDocuments.get": () => view({ manageDocuments: true, manageConditions: true }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Ask for it" }));
    expect(await screen.findByText("Tell the applicant why you need it: they read this.")).toBeTruthy();
    expect(calls.some(([path]) => path === "portal.applicantDocuments.request")).toBe(false);
  });
});

describe("the pipeline", () => {
  const list = {
    applications: [
      {
        applicationId: APPLICATION_ID,
        applicationNumber: "7D3C1A52",
        name: "Rita Moss",
        email: "rita@mail.test",
        product: "heloc",
        amount: 125000,
        stage: "documents",
        stageLabel: "Collecting documents",
        decision: null,
        openConditions: 2,
        pastDueConditions: 1,
        organisationName: null,
        startedAt: new Date("2026-11-01T10:00:00Z"),
        lastActivityAt: new Date("2026-11-20T10:00:00Z"),
        daysInStatus: 3,
      },
    ],
    page: 1,
    pages: 1,
    total: 1,
    everyOrganisation: false,
    organisations: [],
  };

  it("lists each file as a row in the lender's words, with links to the loan file and the documents", async () => {
    renderWithFakeApi(<PipelineList />, { "portal.pipeline.list": () => list });
    const row = (await screen.findByRole("link", { name: "Rita Moss" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Collecting documents")).toBeTruthy();
    expect(within(row).getByText("$125,000")).toBeTruthy();
    expect(within(row).getByText("2 (1 past due)")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Rita Moss" }).getAttribute("href")).toBe(
      `/portal/applicants/${APPLICATION_ID}/loan-file`,
    );
    expect(within(row).getByRole("link", { name: "Open Rita Moss’s documents" }).getAttribute("href")).toBe(
      `/portal/applicants/${APPLICATION_ID}`,
    );
  });

  it("asks the server to sort by a column when its heading is pressed, then the other way", async () => {
    const { calls } = renderWithFakeApi(<PipelineList />, { "portal.pipeline.list": () => list });
    fireEvent.click(await screen.findByRole("button", { name: "Open conditions" }));
    await waitFor(() =>
      expect(calls.at(-1)?.[1]).toMatchObject({ page: 1, sort: "openConditions", direction: "asc" }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Open conditions" }));
    await waitFor(() =>
      expect(calls.at(-1)?.[1]).toMatchObject({ sort: "openConditions", direction: "desc" }),
    );
  });

  it("searches with what was typed, and refuses a search too long for the server with its sentence", async () => {
    const { calls } = renderWithFakeApi(<PipelineList />, { "portal.pipeline.list": () => list });
    const box = await screen.findByLabelText("Search by name, e-mail or application number");
    fireEvent.change(box, { target: { value: "moss" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(calls.at(-1)?.[1]).toMatchObject({ search: "moss" }));
    fireEvent.change(box, { target: { value: "x".repeat(101) } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText(/Search with at most 100 characters/)).toBeTruthy();
  });
});
