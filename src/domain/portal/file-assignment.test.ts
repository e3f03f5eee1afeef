import { describe, expect, it } from "vitest";
import { assignFileInput, fitsSlot, inAssignersReach, mayAssignProcessor } from "./file-assignment";
import type { PortalActor } from "./portal-roles";

const ORG_A = "00000000-0000-4000-8000-00000000000a";
const ORG_B = "00000000-0000-4000-8000-00000000000b";
const LENDER = "00000000-0000-4000-8000-0000000000ff";
const active = (role: PortalActor["role"], organisationId: string) =>
  ({ role, organisationId, status: "active" }) as const;

describe("who may work a file (decision 089)", () => {
  it("takes as loan officer a loan officer of the file's organisation or one of the lender's", () => {
    expect(fitsSlot(active("loanOfficer", ORG_A), "loanOfficer", ORG_A)).toBe(true);
    expect(fitsSlot(active("lenderLoanOfficer", LENDER), "loanOfficer", ORG_A)).toBe(true);
    expect(fitsSlot(active("lenderLoanOfficer", LENDER), "loanOfficer", null)).toBe(true);
  });

  it("refuses as loan officer another organisation's loan officer, another role, or someone not active", () => {
    expect(fitsSlot(active("loanOfficer", ORG_B), "loanOfficer", ORG_A)).toBe(false);
    expect(fitsSlot(active("loanOfficer", ORG_A), "loanOfficer", null)).toBe(false);
    expect(fitsSlot(active("viewer", ORG_A), "loanOfficer", ORG_A)).toBe(false);
    expect(fitsSlot(active("processor", LENDER), "loanOfficer", ORG_A)).toBe(false);
    expect(fitsSlot({ ...active("loanOfficer", ORG_A), status: "invited" }, "loanOfficer", ORG_A)).toBe(
      false,
    );
  });

  it("takes as processor only the lender's active processors", () => {
    expect(fitsSlot(active("processor", LENDER), "processor", ORG_A)).toBe(true);
    expect(fitsSlot(active("underwriter", LENDER), "processor", ORG_A)).toBe(false);
    expect(fitsSlot({ ...active("processor", LENDER), status: "deactivated" }, "processor", ORG_A)).toBe(
      false,
    );
  });

  it("lets an organisation's admin assign its own colleagues only, and a lender administrator anyone", () => {
    const admin = { id: "a", role: "admin", organisationId: ORG_A } as const;
    const lenderAdmin = { id: "l", role: "lenderAdmin", organisationId: LENDER } as const;
    expect(inAssignersReach(admin, active("loanOfficer", ORG_A))).toBe(true);
    expect(inAssignersReach(admin, active("loanOfficer", ORG_B))).toBe(false);
    expect(inAssignersReach(admin, active("lenderLoanOfficer", LENDER))).toBe(false);
    expect(inAssignersReach(lenderAdmin, active("loanOfficer", ORG_B))).toBe(true);
    expect(mayAssignProcessor(admin)).toBe(false);
    expect(mayAssignProcessor(lenderAdmin)).toBe(true);
  });

  it("takes nobody (null) in either slot, and refuses what is not an id", () => {
    const applicationId = "00000000-0000-4000-8000-000000000001";
    expect(assignFileInput.safeParse({ applicationId, loanOfficerId: null, processorId: null }).success).toBe(
      true,
    );
    const bad = assignFileInput.safeParse({ applicationId, loanOfficerId: "Dana", processorId: null });
    expect(bad.error?.issues[0]?.message).toBe("Choose a loan officer from the list.");
  });
});
