import { describe, expect, it } from "vitest";
import { acceptInvitationInput, confirmTotpEnrolmentInput, inviteStaffUserInput } from "./portal-inputs";

describe("portal form inputs", () => {
  it("reads an invitation's e-mail lower-cased and refuses an unknown role", () => {
    const organisationId = "00000000-0000-4000-8000-00000000000a";
    const ok = inviteStaffUserInput.parse({ email: " Ann@Broker.test ", role: "viewer", organisationId });
    expect(ok.email).toBe("ann@broker.test");
    const bad = inviteStaffUserInput.safeParse({ email: "ann@broker.test", role: "owner", organisationId });
    expect(bad.success).toBe(false);
  });

  it("takes a 6-digit code typed with a space in the middle", () => {
    expect(confirmTotpEnrolmentInput.parse({ ticket: "t", code: "123 456" }).code).toBe("123456");
    expect(confirmTotpEnrolmentInput.safeParse({ ticket: "t", code: "12345" }).success).toBe(false);
  });

  it("tidies the names of someone accepting an invitation", () => {
    const input = acceptInvitationInput.parse({
      token: "t",
      password: "correct horse battery",
      firstName: " Mary  Ann ",
      lastName: "O'Neil",
    });
    expect([input.firstName, input.lastName]).toEqual(["Mary Ann", "O'Neil"]);
  });
});
