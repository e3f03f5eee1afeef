import { describe, expect, it } from "vitest";
import { PORTAL_PERMISSIONS, type PortalPermission } from "@/domain/portal/portal-roles";
import { permissionInWords, RATE_SHEET_WORDS, referralStatus } from "./portal-words";

describe("portal words", () => {
  it("says every permission in words", () => {
    for (const permission of Object.keys(PORTAL_PERMISSIONS) as PortalPermission[]) {
      expect(permissionInWords(permission, "own", "Acme")).toMatch(/^[A-Z].+ for Acme$/);
    }
  });

  it("tells a referral link used, expired or still waiting", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const later = new Date("2026-12-23T10:00:00Z");
    expect(referralStatus({ claimed: true, expiresAt: now }, later)).toBe("used");
    expect(referralStatus({ claimed: false, expiresAt: later }, now)).toBe("open");
    expect(referralStatus({ claimed: false, expiresAt: now }, now)).toBe("expired");
  });

  it("counts a rate sheet's problems", () => {
    expect(RATE_SHEET_WORDS.problems(1)).toBe("The sheet has a problem:");
    expect(RATE_SHEET_WORDS.problems(3)).toBe("The sheet has 3 problems:");
  });
});
