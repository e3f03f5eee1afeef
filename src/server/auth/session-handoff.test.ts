import { describe, expect, it } from "vitest";
import { issueSessionHandoff, readSessionHandoff, SESSION_HANDOFF_LIFETIME_MS } from "./session-handoff";

const key = new Uint8Array(32).fill(3);
const now = new Date("2026-11-23T10:00:00Z");

describe("session hand-off after enrolment", () => {
  it("names the session it was issued for, within two minutes", () => {
    const handoff = issueSessionHandoff(key, "session-1", now);
    expect(readSessionHandoff(key, handoff, now)).toBe("session-1");
    expect(
      readSessionHandoff(key, handoff, new Date(now.getTime() + SESSION_HANDOFF_LIFETIME_MS)),
    ).toBeNull();
  });

  it("refuses an altered or forged hand-off", () => {
    const handoff = issueSessionHandoff(key, "session-1", now);
    const [payload, signature] = handoff.split(".");
    const other = Buffer.from(JSON.stringify({ s: "session-2", x: now.getTime() + 60_000 })).toString(
      "base64url",
    );
    expect(readSessionHandoff(key, `${other}.${signature}`, now)).toBeNull();
    expect(readSessionHandoff(new Uint8Array(32).fill(4), handoff, now)).toBeNull();
    expect(readSessionHandoff(key, `${payload}`, now)).toBeNull();
  });
});
