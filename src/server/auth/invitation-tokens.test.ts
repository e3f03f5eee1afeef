import { describe, expect, it } from "vitest";
import { invitationTokenHash, newInvitationToken } from "./invitation-tokens";

describe("staff invitation links (docs/design.md §4)", () => {
  it("makes a fresh 256-bit token each time and stores only its hash", () => {
    const first = newInvitationToken();
    const second = newInvitationToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.token).not.toBe(second.token);
    expect(first.tokenHash).not.toContain(first.token);
    expect(invitationTokenHash(first.token)).toBe(first.tokenHash);
  });
});
