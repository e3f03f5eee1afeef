import { describe, expect, it } from "vitest";
import { leavesOrganisationWithoutAdmin } from "./last-admin";

const activeAdmin = { role: "admin", status: "active" } as const;

describe("the last admin stays (docs/design.md §4)", () => {
  it("refuses to demote the only active admin of a partner", () => {
    expect(
      leavesOrganisationWithoutAdmin({
        organisationKind: "partner",
        before: activeAdmin,
        after: { role: "viewer", status: "active" },
        activeAdmins: 1,
      }),
    ).toBe(true);
  });

  it("refuses to deactivate the only active admin of a partner", () => {
    expect(
      leavesOrganisationWithoutAdmin({
        organisationKind: "partner",
        before: activeAdmin,
        after: { role: "admin", status: "deactivated" },
        activeAdmins: 1,
      }),
    ).toBe(true);
  });

  it("lets an admin step down when another active admin remains", () => {
    expect(
      leavesOrganisationWithoutAdmin({
        organisationKind: "partner",
        before: activeAdmin,
        after: { role: "loanOfficer", status: "active" },
        activeAdmins: 2,
      }),
    ).toBe(false);
  });

  it("does not count an invited or deactivated admin as the one that must remain", () => {
    for (const status of ["invited", "deactivated"] as const) {
      expect(
        leavesOrganisationWithoutAdmin({
          organisationKind: "partner",
          before: { role: "admin", status },
          after: { role: "admin", status: "deactivated" },
          activeAdmins: 1,
        }),
      ).toBe(false);
    }
  });

  it("leaves changes to other roles alone", () => {
    expect(
      leavesOrganisationWithoutAdmin({
        organisationKind: "partner",
        before: { role: "viewer", status: "active" },
        after: { role: "viewer", status: "deactivated" },
        activeAdmins: 1,
      }),
    ).toBe(false);
  });

  it("keeps the last lender administrator of the lender", () => {
    expect(
      leavesOrganisationWithoutAdmin({
        organisationKind: "lender",
        before: { role: "lenderAdmin", status: "active" },
        after: { role: "lenderAdmin", status: "deactivated" },
        activeAdmins: 1,
      }),
    ).toBe(true);
  });
});
