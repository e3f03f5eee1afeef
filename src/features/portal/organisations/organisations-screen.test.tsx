// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { type Handlers, refusal, renderWithFakeApi } from "../fake-api.test-support";
import { Organisations } from "./organisations-screen";

const LISTED = {
  organisations: [
    {
      id: "00000000-0000-4000-8000-0000000000ff",
      name: "Keystone Home Credit",
      kind: "lender",
      createdAt: new Date("2026-11-01T10:00:00Z"),
      activeUsers: 3,
    },
    {
      id: "00000000-0000-4000-8000-00000000000a",
      name: "Acme Credit Union",
      kind: "partner",
      createdAt: new Date("2026-11-02T10:00:00Z"),
      activeUsers: 1,
    },
  ],
};

function renderScreen(handlers: Handlers = {}) {
  return renderWithFakeApi(<Organisations />, { "portal.organisations": () => LISTED, ...handlers });
}

const fill = async (name: string, email: string) => {
  await userEvent.type(screen.getByLabelText("Organisation’s name"), name);
  await userEvent.type(screen.getByLabelText("Their first administrator’s work e-mail"), email);
  await userEvent.click(screen.getByRole("button", { name: "Create and invite" }));
};

describe("the organisations page (/portal/organisations, decision 088)", () => {
  it("lists every organisation with its kind and active users, and reads well to assistive technology", async () => {
    const { container } = renderScreen();
    expect(await screen.findByRole("heading", { name: "Acme Credit Union" })).toBeTruthy();
    expect(screen.getByText("Partner")).toBeTruthy();
    expect(screen.getByText(/3 active users/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("checks the fields with the server's schema before sending anything", async () => {
    const { calls } = renderScreen();
    await fill(" ", "dana at harbor");
    expect(await screen.findByText("Enter the organisation's name")).toBeTruthy();
    expect(calls.filter(([path]) => path === "portal.createOrganisation")).toEqual([]);
  });

  it("creates the organisation, says the invitation went, and empties the form", async () => {
    const { calls } = renderScreen({
      "portal.createOrganisation": () => ({
        organisation: { id: "00000000-0000-4000-8000-00000000000b", name: "Harbor Brokers" },
        admin: {
          id: "00000000-0000-4000-8000-000000000001",
          firstName: "",
          lastName: "",
          email: "dana@harbor.test",
          role: "admin",
          nmlsId: null,
          teamId: null,
          status: "invited",
          lastSignInAt: null,
          secondFactorEnrolled: false,
        },
        expiresAt: new Date("2026-11-30T10:00:00Z"),
      }),
    });
    await fill("Harbor Brokers", "dana@harbor.test");
    expect(
      await screen.findByText("Harbor Brokers created. Invitation sent to dana@harbor.test."),
    ).toBeTruthy();
    expect(calls).toContainEqual([
      "portal.createOrganisation",
      { name: "Harbor Brokers", adminEmail: "dana@harbor.test" },
    ]);
    await waitFor(() =>
      expect((screen.getByLabelText("Organisation’s name") as HTMLInputElement).value).toBe(""),
    );
  });

  it("shows the server's refusal beside the name and keeps what was typed", async () => {
    renderScreen({
      "portal.createOrganisation": () => {
        throw refusal(
          "CONFLICT",
          "An organisation named Acme Credit Union exists already. Choose another name, or invite people to that one.",
        );
      },
    });
    await fill("Acme Credit Union", "x@acme.test");
    expect(await screen.findByText(/exists already/)).toBeTruthy();
    expect((screen.getByLabelText("Organisation’s name") as HTMLInputElement).value).toBe(
      "Acme Credit Union",
    );
    expect((screen.getByLabelText("Their first administrator’s work e-mail") as HTMLInputElement).value).toBe(
      "x@acme.test",
    );
  });
});
