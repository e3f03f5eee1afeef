// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CoborrowerStep } from "@/domain/closing/coborrower-steps";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { CoborrowerInvitation } from "../coborrower-invitation";
import { aStatus, mutation, query, renderWithApi } from "../fake-closing-api.test-support";
import { CoborrowerScreen } from "./coborrower-screen";

const api = {
  overview:
    vi.fn<
      () => Promise<{
        borrowerName: string;
        propertyAddress: string;
        product: "heloc";
        stepsLeft: CoborrowerStep[];
      }>
    >(),
  invitationToAccept: vi.fn<(input: { token: string }) => Promise<unknown>>(),
  accept: vi.fn<(input: { token: string }) => Promise<{ accepted: true }>>(),
  disclosures: vi.fn<() => Promise<ReturnType<typeof aStatus>>>(),
  identity: vi.fn<() => Promise<unknown>>(),
  invitation: vi.fn<() => Promise<unknown>>(),
  invite: vi.fn<(input: unknown) => Promise<unknown>>(),
  unused: vi.fn<(input: unknown) => Promise<unknown>>(),
};
const trpc = {
  coborrowerSigning: {
    overview: query("overview", api.overview),
    disclosures: query("disclosures", api.disclosures),
    identity: query("identity", api.identity),
    consent: mutation(api.unused),
    withdrawConsent: mutation(api.unused),
    sign: mutation(api.unused),
    verifyCopy: query("verifyCopy", api.unused),
    verifyIdentity: mutation(api.unused),
    invitation: query("invitationToAccept", api.invitationToAccept),
    accept: mutation(api.accept),
  },
  coborrower: { invitation: query("invitation", api.invitation), invite: mutation(api.invite) },
};
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn() }) }));

const HOME = "12 Oak Street, Wilmington, DE 19801";

describe("/app/coborrower (decision 044)", () => {
  beforeEach(() => vi.clearAllMocks());

  it("names the borrower in full and the home before the person accepts the invitation, then opens their steps (decision 068)", async () => {
    api.invitationToAccept.mockResolvedValue({
      borrowerName: "Ann Lee",
      propertyAddress: HOME,
      product: "heloc",
      invitedAt: new Date(),
    });
    api.accept.mockResolvedValue({ accepted: true });
    const token = "t".repeat(43);
    const { container } = renderWithApi(<CoborrowerScreen invitation={token} />);
    expect(
      await screen.findByText(
        `Ann Lee invited you to be the coborrower on their home equity line of credit for ${HOME}.`,
      ),
    ).toBeTruthy();
    expect(api.overview).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Accept Ann Lee’s invitation" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/app/coborrower"));
    expect(api.accept).toHaveBeenCalledWith({ token });
  });

  it("shows the server's sentence when the invitation can't be accepted (decision 068)", async () => {
    api.invitationToAccept.mockRejectedValue(
      aServerRefusal(
        "This invitation link has been used or replaced. If you still have to sign as coborrower, ask the borrower to invite you again.",
        { code: "NOT_FOUND", httpStatus: 404 },
      ),
    );
    renderWithApi(<CoborrowerScreen invitation={"t".repeat(43)} />);
    expect(await screen.findByText(/This invitation link has been used or replaced/)).toBeTruthy();
  });

  it("shows the coborrower their own consent first, their own files, and identity after signing", async () => {
    api.overview.mockResolvedValue({
      borrowerName: "Ann Lee",
      propertyAddress: HOME,
      product: "heloc",
      stepsLeft: ["consent", "sign", "verifyIdentity"],
    });
    api.disclosures.mockResolvedValue(aStatus({ signerName: "Cy Lee" }));
    const { container } = renderWithApi(<CoborrowerScreen />);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign as coborrower" })).toBeTruthy();
    expect(
      await screen.findByText(`Ann Lee named you as coborrower on their loan application for ${HOME}.`, {
        exact: false,
      }),
    ).toBeTruthy();
    expect(
      (await screen.findByRole("link", { name: "Open the PDF with your code" })).getAttribute("href"),
    ).toBe("/app/coborrower/consent-check.pdf");
    expect(screen.getByText(/Once you have signed the disclosures/)).toBeTruthy();
    expect(api.identity).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("thanks the coborrower once nothing is left", async () => {
    api.overview.mockResolvedValue({
      borrowerName: "Ann Lee",
      propertyAddress: HOME,
      product: "heloc",
      stepsLeft: [],
    });
    api.disclosures.mockResolvedValue(
      aStatus({ consent: { state: "given", givenAt: new Date(), withdrawnAt: null }, allSigned: true }),
    );
    api.identity.mockResolvedValue({
      kinds: [],
      latest: { outcome: "pass", documentType: "passport", verifiedAt: new Date(), conditionText: null },
      coborrowerName: null,
      next: "/app/coborrower",
    });
    renderWithApi(<CoborrowerScreen />);
    expect(await screen.findByText(/nothing more for you to do here/)).toBeTruthy();
  });
});

describe("what the borrower's screens say of the coborrower (decision 044)", () => {
  beforeEach(() => vi.clearAllMocks());

  it("says whom we invited and what they still have to do on their own account", async () => {
    api.invitation.mockResolvedValue({
      name: "Cy Lee",
      email: "cy@mail.test",
      invitedAt: new Date("2026-05-02T15:00:00Z"),
      stepsLeft: ["sign", "verifyIdentity"],
    });
    const { container } = renderWithApi(<CoborrowerInvitation />);
    expect(await screen.findByText(/We e-mailed Cy Lee at cy@mail.test on May 2, 2026/)).toBeTruthy();
    expect(screen.getByText("sign the disclosures")).toBeTruthy();
    expect(screen.getByText("verify their identity")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks for the coborrower's address when none is on file and sends it", async () => {
    const user = userEvent.setup();
    api.invitation.mockResolvedValue({
      name: "Cy Lee",
      email: null,
      invitedAt: null,
      stepsLeft: ["consent", "sign", "verifyIdentity"],
    });
    api.invite.mockResolvedValue(null);
    const { container } = renderWithApi(<CoborrowerInvitation />);
    await user.type(await screen.findByLabelText("Cy Lee’s e-mail address"), "cy@mail.test");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    await waitFor(() => expect(api.invite).toHaveBeenCalledWith({ email: "cy@mail.test" }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("refuses an address that is not one before sending anything", async () => {
    const user = userEvent.setup();
    api.invitation.mockResolvedValue({
      name: "Cy Lee",
      email: null,
      invitedAt: null,
      stepsLeft: ["consent"],
    });
    renderWithApi(<CoborrowerInvitation />);
    await user.type(await screen.findByLabelText("Cy Lee’s e-mail address"), "not an address");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    const address = screen.getByLabelText("Cy Lee’s e-mail address");
    await waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(address.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
      /e-mail/i,
    );
    expect(api.invite).not.toHaveBeenCalled();
  });
});
