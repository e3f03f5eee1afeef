// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { refusal, renderWithFakeApi } from "../fake-api.test-support";
import { VersionList } from "./version-list";

const at = (iso: string) => new Date(iso);
const VERSIONS = [
  {
    version: 3,
    note: "Prime rate 9%",
    createdBy: "Lee Lender",
    createdAt: at("2026-11-24T10:00:00Z"),
    status: "rejected" as const,
    effectiveAt: at("2026-11-24T10:00:00Z"),
    decidedBy: "Kim Pricing",
    decidedAt: at("2026-11-24T11:00:00Z"),
    rejectionReason: "<b>Too high</b> for this market",
    restores: null,
  },
  {
    version: 2,
    note: "Prime rate 7.25%",
    createdBy: "Lee Lender",
    createdAt: at("2026-11-23T10:00:00Z"),
    status: "approved" as const,
    effectiveAt: at("2026-11-23T12:00:00Z"),
    decidedBy: "Kim Pricing",
    decidedAt: at("2026-11-23T11:00:00Z"),
    rejectionReason: null,
    restores: null,
  },
  {
    version: 1,
    note: "docs/design.md §4 defaults",
    createdBy: null,
    createdAt: at("2026-11-01T08:00:00Z"),
    status: "approved" as const,
    effectiveAt: at("1970-01-01T00:00:00Z"),
    decidedBy: null,
    decidedAt: null,
    rejectionReason: null,
    restores: null,
  },
];

describe("the rate sheet's versions", () => {
  it("shows each version newest first: in force or its status, who proposed and decided it, and why", async () => {
    const { container } = renderWithFakeApi(<VersionList />, {
      "rateSheets.versions": () => ({ inForceVersion: 2, versions: VERSIONS }),
    });
    const cards = await screen.findAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Version 3",
      "Version 2",
      "Version 1",
    ]);
    const [rejected, inForce, first] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(rejected).getByText("Rejected")).toBeTruthy();
    // Markup in a reason is shown as text.
    expect(within(rejected).getByText("<b>Too high</b> for this market")).toBeTruthy();
    expect(within(rejected).queryByRole("button")).toBeNull();
    expect(within(inForce).getByText("In force")).toBeTruthy();
    expect(within(inForce).getByText(/^Kim Pricing, /)).toBeTruthy();
    expect(within(inForce).queryByRole("button")).toBeNull();
    expect(within(first).getByRole("button", { name: "Make version 1 current again" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("proposes a rollback as a copy for approval, and shows the server's refusal", async () => {
    let answer: unknown = { ...VERSIONS[1], version: 4, status: "proposed", restores: 1 };
    const { calls } = renderWithFakeApi(<VersionList />, {
      "rateSheets.versions": () => ({ inForceVersion: 2, versions: VERSIONS }),
      "rateSheets.rollback": () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Make version 1 current again" }));
    expect(
      await screen.findByText(
        "Version 4, a copy of version 1, is proposed. Another pricing administrator must approve it.",
      ),
    ).toBeTruthy();
    expect(calls.filter(([path]) => path === "rateSheets.rollback")).toEqual([
      ["rateSheets.rollback", { version: 1 }],
    ]);
    answer = refusal("CONFLICT", "Version 1 is the one in force already.");
    await userEvent.click(screen.getByRole("button", { name: "Make version 1 current again" }));
    expect(await screen.findByText("Version 1 is the one in force already.")).toBeTruthy();
  });

  it("says the server's sentence when the list cannot be read", async () => {
    renderWithFakeApi(<VersionList />, {
      "rateSheets.versions": () => {
        throw refusal(
          "FORBIDDEN",
          "Your role doesn’t allow this. Ask an administrator of your organisation.",
        );
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your role doesn’t allow this. Ask an administrator of your organisation.",
    );
  });
});
