import { describe, expect, it } from "vitest";
import {
  can,
  canAssignRole,
  canManageStaffUser,
  canManageUsersOf,
  holds,
  LENDER_ROLES,
  nmlsIdFor,
  PORTAL_PERMISSIONS,
  PORTAL_ROLES,
  type PortalActor,
  rolesHolding,
} from "./portal-roles";

const ORG_A = "00000000-0000-4000-8000-00000000000a";
const ORG_B = "00000000-0000-4000-8000-00000000000b";
const LENDER = "00000000-0000-4000-8000-0000000000ff";
const actor = (role: PortalActor["role"], organisationId = ORG_A): PortalActor => ({
  id: `${role}-1`,
  role,
  organisationId,
});

describe("who may manage users (docs/design.md §4)", () => {
  it("lets an admin manage the users of its own organisation", () => {
    expect(canManageUsersOf(actor("admin"), ORG_A)).toBe(true);
  });

  it("never lets an admin manage the users of another organisation", () => {
    expect(canManageUsersOf(actor("admin"), ORG_B)).toBe(false);
  });

  it("never lets a loan officer or a viewer manage users, not even in their own organisation", () => {
    expect(canManageUsersOf(actor("loanOfficer"), ORG_A)).toBe(false);
    expect(canManageUsersOf(actor("viewer"), ORG_A)).toBe(false);
  });

  it("lets a lender administrator manage the users of every organisation", () => {
    for (const org of [ORG_A, ORG_B, LENDER]) {
      expect(canManageUsersOf(actor("lenderAdmin", LENDER), org)).toBe(true);
    }
  });

  it("never lets a partner's admin manage a lender administrator", () => {
    const lenderStaff = { organisationId: ORG_A, role: "lenderAdmin" as const };
    expect(canManageStaffUser(actor("admin"), lenderStaff)).toBe(false);
    expect(canManageStaffUser(actor("lenderAdmin", LENDER), lenderStaff)).toBe(true);
  });

  it("lets an admin manage a colleague but not a user of another organisation", () => {
    expect(canManageStaffUser(actor("admin"), { organisationId: ORG_A, role: "viewer" })).toBe(true);
    expect(canManageStaffUser(actor("admin"), { organisationId: ORG_B, role: "viewer" })).toBe(false);
  });
});

describe("the permission table (docs/design.md §4)", () => {
  it("gives every role a reach for every permission", () => {
    for (const reaches of Object.values(PORTAL_PERMISSIONS)) {
      expect(Object.keys(reaches).sort()).toEqual([...PORTAL_ROLES].sort());
    }
  });

  it("lets every role open the portal home of its own organisation only, and lender staff any", () => {
    for (const role of ["admin", "loanOfficer", "viewer"] as const) {
      expect(can(actor(role), "viewPortalHome", ORG_A)).toBe(true);
      expect(can(actor(role), "viewPortalHome", ORG_B)).toBe(false);
    }
    expect(can(actor("lenderAdmin", LENDER), "viewPortalHome", ORG_B)).toBe(true);
  });

  it("keeps a viewer read-only: it sees the pipeline but changes no documents or conditions", () => {
    expect(can(actor("viewer"), "viewPipeline", ORG_A)).toBe(true);
    expect(can(actor("viewer"), "manageDocuments", ORG_A)).toBe(false);
    expect(can(actor("viewer"), "manageConditions", ORG_A)).toBe(false);
  });

  it("lets a loan officer work documents and conditions of its own organisation only", () => {
    expect(can(actor("loanOfficer"), "manageDocuments", ORG_A)).toBe(true);
    expect(can(actor("loanOfficer"), "manageConditions", ORG_B)).toBe(false);
  });
});

describe("which roles can be given (docs/design.md §4)", () => {
  it("gives partner staff the partner roles and lender staff the lender role", () => {
    expect(canAssignRole(actor("admin"), "loanOfficer", "partner")).toBe(true);
    expect(canAssignRole(actor("lenderAdmin", LENDER), "lenderAdmin", "lender")).toBe(true);
    expect(canAssignRole(actor("lenderAdmin", LENDER), "lenderAdmin", "partner")).toBe(false);
    expect(canAssignRole(actor("lenderAdmin", LENDER), "viewer", "lender")).toBe(false);
  });

  it("gives the lender's staff every lender role, and a partner's users none of them (decision 088)", () => {
    for (const role of LENDER_ROLES) {
      expect(canAssignRole(actor("lenderAdmin", LENDER), role, "lender"), role).toBe(true);
      expect(canAssignRole(actor("lenderAdmin", LENDER), role, "partner"), role).toBe(false);
      expect(canAssignRole(actor("admin"), role, "partner"), role).toBe(false);
    }
  });

  it("never lets a partner's admin hand out lender administration", () => {
    expect(canAssignRole(actor("admin"), "lenderAdmin", "lender")).toBe(false);
    expect(canAssignRole(actor("admin"), "lenderAdmin", "partner")).toBe(false);
  });
});

describe("the lender's roles (decision 088)", () => {
  const lender = (role: PortalActor["role"]) => actor(role, LENDER);

  it("lets a pricing administrator publish the rate sheet and read no file", () => {
    expect(holds(lender("pricingAdmin"), "publishRateSheet")).toBe(true);
    for (const permission of ["viewPipeline", "viewLoanFile", "manageUsers", "manageDocuments"] as const)
      expect(holds(lender("pricingAdmin"), permission), permission).toBe(false);
  });

  it("lets an underwriter read every file and work its documents and conditions, but not publish or manage users", () => {
    for (const permission of ["viewPipeline", "viewLoanFile", "manageDocuments", "manageConditions"] as const)
      expect(can(lender("underwriter"), permission, ORG_A), permission).toBe(true);
    expect(holds(lender("underwriter"), "publishRateSheet")).toBe(false);
    expect(holds(lender("underwriter"), "manageUsers")).toBe(false);
  });

  it("lets a processor work files and deliver them, but never publish pricing nor manage users", () => {
    expect(can(lender("processor"), "manageDocuments", ORG_B)).toBe(true);
    expect(can(lender("processor"), "manageLoanDelivery", ORG_B)).toBe(true);
    expect(holds(lender("processor"), "publishRateSheet")).toBe(false);
    expect(holds(lender("processor"), "manageUsers")).toBe(false);
    expect(holds(lender("processor"), "assignFiles")).toBe(false);
  });

  it("keeps the lender's viewer read-only", () => {
    expect(can(lender("lenderViewer"), "viewLoanFile", ORG_A)).toBe(true);
    for (const permission of ["manageDocuments", "manageConditions", "revealSensitiveNumbers"] as const)
      expect(holds(lender("lenderViewer"), permission), permission).toBe(false);
  });

  it("lets only a lender administrator manage organisations, and assign files on every organisation's", () => {
    expect(rolesHolding("manageOrganisations")).toEqual(["lenderAdmin"]);
    expect(can(actor("admin"), "assignFiles", ORG_A)).toBe(true);
    expect(can(actor("admin"), "assignFiles", ORG_B)).toBe(false);
    expect(can(lender("lenderAdmin"), "assignFiles", ORG_B)).toBe(true);
  });

  it("never lets a partner's admin manage any of the lender's staff", () => {
    for (const role of LENDER_ROLES)
      expect(canManageStaffUser(actor("admin"), { organisationId: ORG_A, role }), role).toBe(false);
  });

  it("keeps an NMLS ID for the loan officers only, the one given or else the one they had", () => {
    expect(nmlsIdFor("loanOfficer", "1234567", null)).toBe("1234567");
    expect(nmlsIdFor("lenderLoanOfficer", undefined, "42")).toBe("42");
    expect(nmlsIdFor("processor", "1234567", "42")).toBeNull();
  });
});

describe("holding a permission at all", () => {
  it("says a viewer holds no user management anywhere, and an admin does", () => {
    expect(holds(actor("viewer"), "manageUsers")).toBe(false);
    expect(holds(actor("admin"), "manageUsers")).toBe(true);
  });
});

describe("referral links and the rate sheet (decision 026)", () => {
  it("lets admins, loan officers and the lender's administrators make links; viewers only see them", () => {
    expect(rolesHolding("makeReferralLinks")).toEqual([
      "admin",
      "loanOfficer",
      "lenderAdmin",
      "lenderLoanOfficer",
    ]);
    expect(rolesHolding("viewReferrals")).toEqual([
      "admin",
      "loanOfficer",
      "viewer",
      "lenderAdmin",
      "lenderLoanOfficer",
      "lenderViewer",
    ]);
    expect(can(actor("loanOfficer"), "makeReferralLinks", ORG_B)).toBe(false);
    // The lender's staff make links for the lender, never in a partner's name.
    expect(can(actor("lenderAdmin", LENDER), "viewReferrals", ORG_A)).toBe(false);
  });

  it("lets only the lender's administrators and pricing administrators publish the rate sheet", () => {
    expect(rolesHolding("publishRateSheet")).toEqual(["lenderAdmin", "pricingAdmin"]);
  });

  it("lets a loan officer reveal a full number on its own organisation's files only, and never a viewer or an organisation's admin (decision 085)", () => {
    expect(can(actor("loanOfficer"), "revealSensitiveNumbers", ORG_A)).toBe(true);
    expect(can(actor("loanOfficer"), "revealSensitiveNumbers", ORG_B)).toBe(false);
    expect(can(actor("viewer"), "revealSensitiveNumbers", ORG_A)).toBe(false);
    expect(can(actor("admin"), "revealSensitiveNumbers", ORG_A)).toBe(false);
    expect(can(actor("lenderAdmin", LENDER), "revealSensitiveNumbers", ORG_B)).toBe(true);
  });
});
