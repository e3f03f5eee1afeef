// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { aStatus, fakeClosingApi, renderWithApi } from "./fake-closing-api.test-support";
import { SignScreen } from "./sign-screen";

const { api, trpc } = fakeClosingApi();
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));

const given = aStatus({
  consent: { state: "given", givenAt: new Date("2026-03-02T15:00:00Z"), withdrawnAt: null },
  delivery: {
    applicationTakenAt: new Date("2026-03-02T14:00:00Z"),
    deliveredAt: new Date("2026-03-02T15:00:00Z"),
    deadline: "2026-03-05",
  },
  documents: [
    {
      kind: "helocProgramDisclosure",
      title: "Home equity line of credit program disclosure",
      fileName: "heloc-program-disclosure",
      sha256: "a".repeat(64),
      signed: null,
    },
  ],
});

describe("/app/application/sign", () => {
  beforeEach(() => vi.clearAllMocks());

  it("asks for ESIGN consent first: the summary, the full consent, the PDF and its code; shows no document", async () => {
    api.status.mockResolvedValue(aStatus());
    const { container } = renderWithApi(<SignScreen />);
    expect(await screen.findByRole("heading", { name: "First: agree to electronic documents" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /full consent/ }).getAttribute("href")).toBe("/e-consent");
    expect(screen.getByRole("link", { name: "Open the PDF with your code" }).getAttribute("href")).toBe(
      "/app/application/sign/consent-check.pdf",
    );
    expect(screen.queryByText(/program disclosure/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sends the typed code and shows the server's sentence beside the field when it is wrong", async () => {
    const user = userEvent.setup();
    api.status.mockResolvedValue(aStatus());
    api.consent.mockRejectedValue({
      message: "Some answers need another look.",
      data: { fieldErrors: { code: ["That code doesn’t match the one in the PDF you opened last."] } },
    });
    renderWithApi(<SignScreen />);
    await user.type(await screen.findByLabelText("Code from the PDF"), "abc234");
    await user.click(screen.getByRole("button", { name: "I agree: type the code" }));
    await waitFor(() => expect(api.consent).toHaveBeenCalledWith({ code: "ABC234" }));
    expect(await screen.findByText(/doesn’t match/)).toBeTruthy();
  });

  it("lists the delivered documents with their deadline and signs them all with the name and the box ticked", async () => {
    const user = userEvent.setup();
    api.status.mockResolvedValue(given);
    api.sign.mockResolvedValue({ signatures: [], next: null });
    const { container } = renderWithApi(<SignScreen />);
    expect(await screen.findByText(/March 5, 2026/)).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: "Download Home equity line of credit program disclosure" })
        .getAttribute("href"),
    ).toBe("/app/application/sign/heloc-program-disclosure.pdf");
    await user.click(screen.getByRole("button", { name: "Sign all documents" }));
    expect(api.sign).not.toHaveBeenCalled();
    expect(await screen.findByText(/Tick “I agree to sign electronically”/)).toBeTruthy();
    await user.type(screen.getByLabelText("Your full name, as your signature"), "Ann Lee");
    await user.click(screen.getByRole("checkbox", { name: "I agree to sign electronically" }));
    await user.click(screen.getByRole("button", { name: "Sign all documents" }));
    await waitFor(() => expect(api.sign).toHaveBeenCalledWith({ signature: "Ann Lee", agree: true }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows when each document was signed with its time zone", async () => {
    const [document] = given.documents;
    if (!document) throw new Error("the fixture has a document");
    const signed = {
      signedAt: new Date("2026-03-03T16:05:00Z"),
      signedSha256: "b".repeat(64),
      signature: "Ann Lee",
    };
    api.status.mockResolvedValue({ ...given, documents: [{ ...document, signed }] });
    renderWithApi(<SignScreen />);
    expect(await screen.findByText("Signed March 3, 2026 at 4:05 PM UTC")).toBeTruthy();
  });

  it("tells an applicant who withdrew that paper copies come by mail", async () => {
    api.status.mockResolvedValue(
      aStatus({
        consent: { state: "withdrawn", givenAt: null, withdrawnAt: new Date("2026-03-03T00:00:00Z") },
      }),
    );
    renderWithApi(<SignScreen />);
    expect(await screen.findByText(/on paper, by mail/)).toBeTruthy();
  });
});
