import { describe, expect, it } from "vitest";
import { invitationTokenFrom } from "./invitation-token";

describe("the invitation link's token (decision 015: in the fragment)", () => {
  it("reads token= from the fragment", () => {
    expect(invitationTokenFrom("#token=abc-DEF_123")).toBe("abc-DEF_123");
  });
  it("answers null when the fragment holds none or one too long to be ours", () => {
    expect(invitationTokenFrom("")).toBeNull();
    expect(invitationTokenFrom("#other=1")).toBeNull();
    expect(invitationTokenFrom(`#token=${"a".repeat(257)}`)).toBeNull();
  });
});
