// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { renderWithFakeApi } from "../fake-api.test-support";
import { LendingSystemChoices } from "./lending-system-choices";

const ACME = "3f0c2a1e-7b4d-4c8e-9a21-5d6e7f8a9b01";
const LIST = {
  lenderSetting: { value: "encompass" as const, label: "Encompass" },
  organisations: [{ id: ACME, name: "Acme Credit Union", lendingSystem: null }],
};

describe("a partner's lending system on the portal home (decision 105)", () => {
  it("shows each partner on the lender's setting and saves the system chosen", async () => {
    const { calls } = renderWithFakeApi(<LendingSystemChoices />, {
      "portal.lendingSystems.list": () => LIST,
      "portal.lendingSystems.choose": (input) => input,
    });
    const select = await screen.findByLabelText("Lending system for Acme Credit Union");
    expect((select as HTMLSelectElement).value).toBe("");
    expect(screen.getByRole("option", { name: "The lender's setting (Encompass)" })).toBeTruthy();
    fireEvent.change(select, { target: { value: "byte" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Saved: Acme Credit Union's applications go to the system chosen."),
    ).toBeTruthy();
    expect(calls).toContainEqual([
      "portal.lendingSystems.choose",
      { organisationId: ACME, lendingSystem: "byte" },
    ]);
  });

  it("sends the lender's setting as null", async () => {
    const { calls } = renderWithFakeApi(<LendingSystemChoices />, {
      "portal.lendingSystems.list": () => ({
        ...LIST,
        organisations: [{ id: ACME, name: "Acme Credit Union", lendingSystem: "lendingPad" as const }],
      }),
      "portal.lendingSystems.choose": (input) => input,
    });
    const select = await screen.findByLabelText("Lending system for Acme Credit Union");
    expect((select as HTMLSelectElement).value).toBe("lendingPad");
    fireEvent.change(select, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls).toContainEqual([
        "portal.lendingSystems.choose",
        { organisationId: ACME, lendingSystem: null },
      ]),
    );
  });

  it("shows the server's sentence and keeps the choice when it is refused", async () => {
    renderWithFakeApi(<LendingSystemChoices />, {
      "portal.lendingSystems.list": () => LIST,
      "portal.lendingSystems.choose": () => {
        throw aServerRefusal("We couldn't find that partner organisation. Reload the page to see the list.", {
          code: "NOT_FOUND",
          httpStatus: 404,
        });
      },
    });
    const select = await screen.findByLabelText("Lending system for Acme Credit Union");
    fireEvent.change(select, { target: { value: "byte" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("We couldn't find that partner organisation. Reload the page to see the list."),
    ).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe("byte");
  });
});
