import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type SessionStore, sessionStore } from "@/server/auth/sessions";
import type { Connection } from "@/server/db/client";
import { sessions } from "@/server/db/schema";
import { freshDatabase } from "./support/test-database";

let connection: Connection;
let clock: Date;
let store: SessionStore;
const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};
const ann = { realm: "applicant" as const, userId: randomUUID() };
const officer = { realm: "portal" as const, userId: randomUUID() };

beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());
beforeEach(async () => {
  await connection.db.delete(sessions);
  clock = new Date("2030-01-01T08:00:00Z");
  store = sessionStore({ db: connection.db, now: () => clock });
});

/** Checks and, when valid, touches: what the next-auth callback does on every request. */
async function request(realm: "applicant" | "portal", id: string) {
  const result = await store.check(realm, id);
  if (result.valid) await store.touch(result.session);
  return result.valid ? "valid" : result.reason;
}

describe("sessions (spec §6, §9; docs/design.md §2)", () => {
  it("gives every sign-in a new random 256-bit id", async () => {
    const first = await store.create(ann);
    const second = await store.create(ann);
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.id).not.toBe(first.id);
    expect(first.absoluteExpiresAt).toEqual(new Date("2030-01-01T20:00:00Z"));
  });

  it("ends an applicant session after 15 minutes without a request", async () => {
    const { id } = await store.create(ann);
    minutes(14);
    expect(await request("applicant", id)).toBe("valid");
    minutes(14);
    expect(await request("applicant", id)).toBe("valid");
    minutes(15);
    expect(await request("applicant", id)).toBe("idle");
  });

  it("keeps a staff session through 29 idle minutes and ends it at 30", async () => {
    const { id } = await store.create(officer);
    minutes(29);
    expect(await request("portal", id)).toBe("valid");
    minutes(30);
    expect(await request("portal", id)).toBe("idle");
  });

  it("ends a busy session 12 hours after sign-in", async () => {
    const { id } = await store.create(ann);
    for (let i = 0; i < 71; i++) {
      minutes(10);
      expect(await request("applicant", id)).toBe("valid");
    }
    minutes(10);
    expect(await request("applicant", id)).toBe("absolute");
  });

  it("writes last-seen at most once a minute, so most checks are reads", async () => {
    const { id } = await store.create(ann);
    minutes(0.5);
    const early = await store.check("applicant", id);
    expect(early.valid && (await store.touch(early.session))).toBe(false);
    minutes(0.5);
    const due = await store.check("applicant", id);
    expect(due.valid && (await store.touch(due.session))).toBe(true);
    const [row] = await connection.db.select().from(sessions);
    expect(row?.lastSeenAt).toEqual(clock);
  });

  it("refuses a session ended by sign-out, and ending it again does nothing", async () => {
    const { id } = await store.create(ann);
    await store.end(id);
    expect(await request("applicant", id)).toBe("ended");
    await store.end(id, "deactivated");
    const [row] = await connection.db.select().from(sessions);
    expect(row?.endedReason).toBe("signedOut");
  });

  it("ends every session of one user and no one else's", async () => {
    const phone = await store.create(officer);
    const laptop = await store.create(officer);
    const colleague = await store.create({ realm: "portal", userId: randomUUID() });
    await expect(store.endAllOfUser("portal", officer.userId, "deactivated")).resolves.toBe(2);
    expect(await request("portal", phone.id)).toBe("ended");
    expect(await request("portal", laptop.id)).toBe("ended");
    expect(await request("portal", colleague.id)).toBe("valid");
  });

  it("can end all of a user's sessions but the one they act from (a password change)", async () => {
    const phone = await store.create(ann);
    const laptop = await store.create(ann);
    await expect(
      store.endAllOfUser("applicant", ann.userId, "passwordChanged", { except: laptop.id }),
    ).resolves.toBe(1);
    expect(await request("applicant", phone.id)).toBe("ended");
    expect(await request("applicant", laptop.id)).toBe("valid");
  });

  it("does not accept an applicant session in the portal, nor a made-up id", async () => {
    const { id } = await store.create(ann);
    expect(await request("portal", id)).toBe("unknown");
    expect(await request("applicant", "x".repeat(43))).toBe("unknown");
    expect(await request("applicant", "not an id")).toBe("unknown");
  });

  it("clears sessions a day past their absolute lifetime", async () => {
    await store.create(ann);
    minutes(12 * 60 + 24 * 60 + 1);
    await expect(store.deleteExpired()).resolves.toBe(1);
  });
});
