import { describe, expect, it } from "vitest";
import { realmAnswering, realmForPath, sessionCookieName } from "./realms";

describe("session realms (spec §6)", () => {
  it("chooses the portal realm for any path containing /portal, the applicant realm otherwise", () => {
    expect(realmForPath("/portal/manage-users")).toBe("portal");
    expect(realmForPath("/api/auth/signin?callbackUrl=%2Fportal")).toBe("applicant");
    expect(realmForPath("/app/application/1")).toBe("applicant");
  });

  it("routes each realm's next-auth calls by its own base path, and nothing else", () => {
    expect(realmAnswering("/api/authApplicant/session")).toBe("applicant");
    expect(realmAnswering("/api/authPortal/callback/credentials")).toBe("portal");
    expect(realmAnswering("/api/authApplicantX/session")).toBeNull();
    expect(realmAnswering("/api/trpc/system.status")).toBeNull();
  });

  it("names the two realms' session cookies differently, so neither sees the other's session", () => {
    expect(sessionCookieName("applicant", false)).not.toBe(sessionCookieName("portal", false));
    expect(sessionCookieName("portal", true)).toMatch(/^__Secure-/);
  });
});
