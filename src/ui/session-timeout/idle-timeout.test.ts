import { describe, expect, it } from "vitest";
import {
  APPLICANT_IDLE_LIMIT_MS,
  idleLimits,
  idlePhase,
  msUntilNextPhase,
  STAFF_IDLE_LIMIT_MS,
} from "./idle-timeout";

const MINUTE = 60_000;
const applicant = idleLimits(APPLICANT_IDLE_LIMIT_MS);
const staff = idleLimits(STAFF_IDLE_LIMIT_MS);

describe("idle timeout of an applicant session (spec §9: 15-minute inactivity expiry)", () => {
  it("is 15 minutes", () => {
    expect(APPLICANT_IDLE_LIMIT_MS).toBe(15 * MINUTE);
  });

  it("offers to stay signed in from 13 minutes without activity, and signs out at 15", () => {
    expect(idlePhase(12 * MINUTE + 59_999, 0, applicant)).toBe("active");
    expect(idlePhase(13 * MINUTE, 0, applicant)).toBe("warning");
    expect(idlePhase(15 * MINUTE - 1, 0, applicant)).toBe("warning");
    expect(idlePhase(15 * MINUTE, 0, applicant)).toBe("expired");
  });

  it("counts from the last activity the server saw", () => {
    expect(idlePhase(20 * MINUTE, 10 * MINUTE, applicant)).toBe("active");
  });

  it("wakes up exactly when the phase changes", () => {
    expect(msUntilNextPhase(MINUTE, 0, applicant)).toBe(12 * MINUTE);
    expect(msUntilNextPhase(14 * MINUTE, 0, applicant)).toBe(MINUTE);
    expect(msUntilNextPhase(16 * MINUTE, 0, applicant)).toBe(0);
  });
});

describe("idle timeout of a staff session (decision 011: 30 minutes; decision 110)", () => {
  it("offers to stay signed in from 28 minutes without activity, and signs out at 30", () => {
    expect(STAFF_IDLE_LIMIT_MS).toBe(30 * MINUTE);
    expect(idlePhase(28 * MINUTE - 1, 0, staff)).toBe("active");
    expect(idlePhase(28 * MINUTE, 0, staff)).toBe("warning");
    expect(idlePhase(30 * MINUTE, 0, staff)).toBe("expired");
    expect(msUntilNextPhase(0, 0, staff)).toBe(28 * MINUTE);
  });
});
