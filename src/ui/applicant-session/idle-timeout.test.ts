import { describe, expect, it } from "vitest";
import { APPLICANT_IDLE_LIMIT_MS, idlePhase, msUntilNextPhase } from "./idle-timeout";

const MINUTE = 60_000;

describe("idle timeout of an applicant session (spec §9: 15-minute inactivity expiry)", () => {
  it("is 15 minutes", () => {
    expect(APPLICANT_IDLE_LIMIT_MS).toBe(15 * MINUTE);
  });

  it("offers to stay signed in from 13 minutes without activity, and signs out at 15", () => {
    expect(idlePhase(12 * MINUTE + 59_999, 0)).toBe("active");
    expect(idlePhase(13 * MINUTE, 0)).toBe("warning");
    expect(idlePhase(15 * MINUTE - 1, 0)).toBe("warning");
    expect(idlePhase(15 * MINUTE, 0)).toBe("expired");
  });

  it("counts from the last activity the server saw", () => {
    expect(idlePhase(20 * MINUTE, 10 * MINUTE)).toBe("active");
  });

  it("wakes up exactly when the phase changes", () => {
    expect(msUntilNextPhase(MINUTE, 0)).toBe(12 * MINUTE);
    expect(msUntilNextPhase(14 * MINUTE, 0)).toBe(MINUTE);
    expect(msUntilNextPhase(16 * MINUTE, 0)).toBe(0);
  });
});
