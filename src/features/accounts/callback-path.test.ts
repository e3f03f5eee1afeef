import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-path";

const ORIGIN = "https://keystone.example";

describe("where sign-in sends the applicant back to", () => {
  it("goes back to a page of the applicant area, given as a path or as this site's address", () => {
    expect(safeCallbackPath("/app/application/1", ORIGIN)).toBe("/app/application/1");
    expect(safeCallbackPath("/prequal/address?x=1", ORIGIN)).toBe("/prequal/address?x=1");
    expect(safeCallbackPath(`${ORIGIN}/app/upload`, ORIGIN)).toBe("/app/upload");
  });

  it("never leaves the site or the applicant area", () => {
    for (const raw of [
      "https://evil.example/app/x",
      "//evil.example/app/x",
      "/\\evil.example/app",
      "javascript:alert(1)",
      "/portal",
      "/",
      "/application",
      "/app/../portal/manage-users",
      "/apply",
    ]) {
      expect(safeCallbackPath(raw, ORIGIN), raw).toBeNull();
    }
  });

  it("does not send a person who just signed in back to the sign-in page", () => {
    expect(safeCallbackPath("/app/login?error=SessionExpired", ORIGIN)).toBeNull();
    expect(safeCallbackPath(undefined, ORIGIN)).toBeNull();
  });
});
