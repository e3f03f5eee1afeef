// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { refusal, renderWithFakeApi } from "../fake-api.test-support";
import { VersionList } from "./version-list";

const VERSIONS = [
  {
    version: 2,
    note: "Prime rate 7.25%",
    createdBy: "Lee Lender",
    createdAt: new Date("2026-11-23T10:00:00Z"),
  },
  {
    version: 1,
    note: "docs/design.md §4 defaults",
    createdBy: null,
    createdAt: new Date("2026-11-01T08:00:00Z"),
  },
];

describe("the rate sheet's versions", () => {
  it("shows each version as a card, newest first: in use, when, by whom, and its note", async () => {
    const { container } = renderWithFakeApi(<VersionList currentVersion={2} />, {
      "rateSheets.versions": () => ({ versions: VERSIONS }),
    });
    const cards = await screen.findAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Version 2", "Version 1"]);
    const [latest, first] = cards as [HTMLElement, HTMLElement];
    expect(within(latest).getByText("In use")).toBeTruthy();
    expect(within(latest).getByText("Lee Lender")).toBeTruthy();
    expect(within(first).queryByText("In use")).toBeNull();
    expect(within(first).getByText("The site, at its first start")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says the server's sentence when the list cannot be read", async () => {
    renderWithFakeApi(<VersionList currentVersion={2} />, {
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
