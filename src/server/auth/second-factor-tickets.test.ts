import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueSecondFactorTicket, readSecondFactorTicket } from "./second-factor-tickets";

const key = randomBytes(32);
const now = new Date("2030-01-01T08:00:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe("second-factor tickets", () => {
  it("names the user for 10 minutes after the password step", () => {
    const ticket = issueSecondFactorTicket(key, "user-1", now);
    expect(readSecondFactorTicket(key, ticket, later(9))).toBe("user-1");
    expect(readSecondFactorTicket(key, ticket, later(10))).toBeNull();
  });

  it("refuses a ticket whose user was changed, or signed with another key", () => {
    const ticket = issueSecondFactorTicket(key, "user-1", now);
    const [, signature] = ticket.split(".");
    const forged = `${Buffer.from(JSON.stringify({ u: "user-2", x: later(10).getTime() })).toString("base64url")}.${signature}`;
    expect(readSecondFactorTicket(key, forged, now)).toBeNull();
    expect(readSecondFactorTicket(randomBytes(32), ticket, now)).toBeNull();
    expect(readSecondFactorTicket(key, "nonsense", now)).toBeNull();
  });
});
