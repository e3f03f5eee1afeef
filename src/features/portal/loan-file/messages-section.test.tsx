// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { refusal, renderWithFakeApi } from "../fake-api.test-support";
import { MessagesSection } from "./messages-section";

const APPLICATION_ID = "7d3c1a52-4a0e-4f7a-9a55-3f1d2b6c8e01";
const at = new Date("2026-11-20T10:00:00Z");
const home = (role: "loanOfficer" | "viewer") => ({
  user: { firstName: "Lou", lastName: "Officer", email: "lou@broker.test", role },
  organisation: { id: "o1", name: "Acme Credit Union", kind: "partner" },
  permissions: [],
});
const thread = {
  messages: [
    {
      id: "m1",
      kind: "message",
      author: "borrower",
      staffName: null,
      body: "Is <i>March</i> enough?",
      sentAt: at,
      readByBorrowerAt: null,
      readByStaffAt: null,
    },
    {
      id: "m2",
      kind: "note",
      author: "staff",
      staffName: "Lou Officer",
      body: "Employer confirmed by phone.",
      sentAt: at,
      readByBorrowerAt: null,
      readByStaffAt: null,
    },
  ],
};

describe("the loan file's messages and notes", () => {
  it("lists messages and internal notes apart, marks the borrower's read, and lets a loan officer answer or note", async () => {
    const { calls, container } = renderWithFakeApi(<MessagesSection applicationId={APPLICATION_ID} />, {
      "portal.home": () => home("loanOfficer"),
      "portal.messages.thread": () => thread,
      "portal.messages.markRead": () => ({ read: true }),
      "portal.messages.send": () => ({ messageId: "m3" }),
      "portal.messages.addNote": () => {
        throw refusal("CONFLICT", "This application was declined: keep an internal note instead.");
      },
    });
    const list = await screen.findByRole("list", { name: "Messages and notes" });
    expect(within(list).getByText("Is <i>March</i> enough?")).toBeTruthy();
    expect(within(list).getByText(/^Internal note · Lou Officer/)).toBeTruthy();
    await waitFor(() =>
      expect(calls).toContainEqual(["portal.messages.markRead", { applicationId: APPLICATION_ID }]),
    );
    fireEvent.change(await screen.findByLabelText("Message or note"), { target: { value: "Yes, it is." } });
    fireEvent.click(screen.getByRole("button", { name: "Send to the borrower" }));
    expect(await screen.findByText("Sent to the borrower.")).toBeTruthy();
    expect(calls).toContainEqual([
      "portal.messages.send",
      { applicationId: APPLICATION_ID, body: "Yes, it is." },
    ]);
    fireEvent.change(screen.getByLabelText("Message or note"), { target: { value: "A note" } });
    fireEvent.click(screen.getByRole("button", { name: "Save as internal note" }));
    expect(
      await screen.findByText("This application was declined: keep an internal note instead."),
    ).toBeTruthy();
    expect((screen.getByLabelText("Message or note") as HTMLTextAreaElement).value).toBe("A note");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lets a viewer read the thread but offers no box to write in", async () => {
    renderWithFakeApi(<MessagesSection applicationId={APPLICATION_ID} />, {
      "portal.home": () => home("viewer"),
      "portal.messages.thread": () => thread,
      "portal.messages.markRead": () => ({ read: true }),
    });
    await screen.findByRole("list", { name: "Messages and notes" });
    expect(screen.queryByLabelText("Message or note")).toBeNull();
  });
});
