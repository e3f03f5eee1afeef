import { describe, expect, it } from "vitest";
import { portalSignInFor, safePortalCallback, signInErrorSentence } from "./sign-in-address";

describe("where the portal sends someone after signing in (spec §2, §6)", () => {
  it("keeps a path inside the portal, with its query", () => {
    expect(safePortalCallback("/portal/manage-users")).toBe("/portal/manage-users");
    expect(safePortalCallback("/portal/manage-users?tab=1")).toBe("/portal/manage-users?tab=1");
    expect(safePortalCallback("/portal")).toBe("/portal");
  });

  it("refuses other sites, protocol-relative URLs, paths outside the portal and the sign-in page", () => {
    for (const raw of [
      "https://evil.example/portal",
      "//evil.example/portal",
      "/\\evil.example",
      "javascript:alert(1)",
      "/app",
      "/portalx",
      "/portal/login",
      "portal",
      "",
      null,
      undefined,
    ]) {
      expect(safePortalCallback(raw), String(raw)).toBe("/portal");
    }
  });

  it("sends a signed-out visitor to the sign-in page with SessionRequired and where they were", () => {
    expect(portalSignInFor("/portal/manage-users")).toBe(
      "/portal/login?error=SessionRequired&callbackUrl=%2Fportal%2Fmanage-users",
    );
  });
});

describe("the sign-in page's sentences for next-auth's error codes (spec §8)", () => {
  it("names known codes and never echoes unknown text", () => {
    expect(signInErrorSentence("SessionRequired")).toBe("Please sign in to the portal to continue.");
    expect(signInErrorSentence("<script>alert(1)</script>")).toBe(signInErrorSentence("Default"));
    expect(signInErrorSentence(null)).toBeNull();
  });
});
