import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CodeRequest, type OneTimeCodeStore, oneTimeCodeStore } from "@/server/auth/one-time-codes";
import type { Connection } from "@/server/db/client";
import { oneTimeCodes } from "@/server/db/schema";
import { freshDatabase } from "./support/test-database";

let connection: Connection;
let clock: Date;
let store: OneTimeCodeStore;
const secret = randomBytes(32);
const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};

beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());
beforeEach(async () => {
  await connection.db.delete(oneTimeCodes);
  clock = new Date("2030-01-01T12:00:00Z");
  store = oneTimeCodeStore({ db: connection.db, secret, now: () => clock });
});

const ann: CodeRequest = { realm: "applicant", email: "ann@mail.test", purpose: "signIn" };
const wrongCodeFor = (code: string) => (code === "123456" ? "654321" : "123456");

describe("one-time codes (spec §9, docs/design.md §5)", () => {
  it("issues six digits between 100000 and 999999 and keeps only a keyed hash", async () => {
    const { code, expiresAt } = await store.issue(ann);
    expect(Number(code)).toBeGreaterThanOrEqual(100_000);
    expect(Number(code)).toBeLessThanOrEqual(999_999);
    expect(expiresAt).toEqual(new Date("2030-01-01T12:10:00Z"));
    const rows = await connection.db.select().from(oneTimeCodes);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("accepts the code once, for the same e-mail in any case, and then answers used", async () => {
    const { code } = await store.issue(ann);
    await expect(store.verify({ ...ann, email: " Ann@Mail.TEST", code })).resolves.toBe("ok");
    await expect(store.verify({ ...ann, code })).resolves.toBe("used");
  });

  it("does not accept a code for another purpose or realm", async () => {
    const { code } = await store.issue(ann);
    await expect(store.verify({ ...ann, purpose: "passwordReset", code })).resolves.toBe("wrong");
    await expect(store.verify({ ...ann, realm: "portal", code })).resolves.toBe("wrong");
    await expect(store.verify({ ...ann, code })).resolves.toBe("ok");
  });

  it("expires after 10 minutes", async () => {
    const { code } = await store.issue(ann);
    minutes(9.9);
    await expect(store.verify({ ...ann, code })).resolves.toBe("ok");
    const second = await store.issue(ann);
    minutes(10);
    await expect(store.verify({ ...ann, code: second.code })).resolves.toBe("expired");
  });

  it("voids the code after five wrong tries, even for the right code after that", async () => {
    const { code } = await store.issue(ann);
    const wrong = wrongCodeFor(code);
    for (let i = 0; i < 4; i++) await expect(store.verify({ ...ann, code: wrong })).resolves.toBe("wrong");
    await expect(store.verify({ ...ann, code: wrong })).resolves.toBe("tooManyTries");
    await expect(store.verify({ ...ann, code })).resolves.toBe("tooManyTries");
  });

  it("voids earlier codes when a new one is issued for the same e-mail and purpose", async () => {
    const first = await store.issue(ann);
    const second = await store.issue(ann);
    if (first.code !== second.code) {
      await expect(store.verify({ ...ann, code: first.code })).resolves.toBe("wrong");
    }
    await expect(store.verify({ ...ann, code: second.code })).resolves.toBe("ok");
    expect(await connection.db.select().from(oneTimeCodes)).toHaveLength(1);
  });

  it("answers wrong for an e-mail that never asked for a code, like any wrong code", async () => {
    await expect(store.verify({ ...ann, email: "nobody@mail.test", code: "123456" })).resolves.toBe("wrong");
  });

  it("lets only one of two simultaneous right answers through", async () => {
    const { code } = await store.issue(ann);
    const answers = await Promise.all([store.verify({ ...ann, code }), store.verify({ ...ann, code })]);
    expect(answers.sort()).toEqual(["ok", "used"]);
  });

  it("counts a burst of parallel wrong guesses one by one, so the right code after them is refused", async () => {
    const { code } = await store.issue(ann);
    const wrong = wrongCodeFor(code);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => store.verify({ ...ann, code: wrong })));
    expect(guesses.filter((g) => g === "wrong")).toHaveLength(4);
    expect(guesses.filter((g) => g === "tooManyTries")).toHaveLength(4);
    await expect(store.verify({ ...ann, code })).resolves.toBe("tooManyTries");
  });

  it("cannot be checked with another server secret", async () => {
    const { code } = await store.issue(ann);
    const other = oneTimeCodeStore({ db: connection.db, secret: randomBytes(32), now: () => clock });
    await expect(other.verify({ ...ann, code })).resolves.toBe("wrong");
  });

  it("clears codes that expired more than a day ago", async () => {
    await store.issue(ann);
    minutes(60 * 24 + 11);
    await expect(store.deleteExpired()).resolves.toBe(1);
  });
});
