import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/server/db/client";
import { rateLimits as rateLimitsTable } from "@/server/db/schema";
import { type RateLimits, rateLimits } from "@/server/security/rate-limits";
import { freshDatabase } from "./support/test-database";

let connection: Connection;
let limits: RateLimits;

beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());
beforeEach(async () => {
  await connection.db.delete(rateLimitsTable);
  limits = rateLimits({ raw: connection.raw });
  // rate-limiter-flexible reads Date.now(): moving only the clock lets a test wait 15 minutes.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-01-01T09:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});
const minutes = (n: number) => vi.setSystemTime(Date.now() + n * 60_000);

const ann = { email: "ann@mail.test", address: "203.0.113.7" };

async function failSignIn(times: number, attempt = ann) {
  let last = await limits.signInFailed(attempt);
  for (let i = 1; i < times; i++) last = await limits.signInFailed(attempt);
  return last;
}

describe("sign-in failures (docs/design.md §5)", () => {
  it("locks an e-mail and address for 15 minutes after 10 failures in a row", async () => {
    expect(await failSignIn(9)).toEqual({ ok: true });
    await expect(limits.signInAllowed(ann)).resolves.toEqual({ ok: true });
    expect(await limits.signInFailed(ann)).toEqual({
      ok: false,
      retryAfterSeconds: 900,
      message: "Too many attempts. Try again in 15 minutes.",
    });
    minutes(5);
    await expect(limits.signInAllowed(ann)).resolves.toEqual({
      ok: false,
      retryAfterSeconds: 600,
      message: "Too many attempts. Try again in 10 minutes.",
    });
  });

  it("lifts the lock after 15 minutes and counts from zero again", async () => {
    await failSignIn(10);
    minutes(15);
    await expect(limits.signInAllowed(ann)).resolves.toEqual({ ok: true });
    expect(await failSignIn(9)).toEqual({ ok: true });
  });

  it("treats the e-mail in any case as the same, and another e-mail or address apart", async () => {
    await failSignIn(10);
    await expect(limits.signInAllowed({ ...ann, email: "ANN@mail.test" })).resolves.toMatchObject({
      ok: false,
    });
    await expect(limits.signInAllowed({ ...ann, email: "bob@mail.test" })).resolves.toEqual({ ok: true });
    await expect(limits.signInAllowed({ ...ann, address: "198.51.100.1" })).resolves.toEqual({ ok: true });
  });

  it("starts the count again after a good sign-in", async () => {
    await failSignIn(9);
    await limits.signInSucceeded(ann);
    expect(await failSignIn(9)).toEqual({ ok: true });
    await expect(limits.signInAllowed(ann)).resolves.toEqual({ ok: true });
  });

  it("refuses an address after 100 failures in a day, across e-mails, until the day is over", async () => {
    for (let i = 0; i < 99; i++) {
      const verdict = await limits.signInFailed({ email: `person${i % 20}@mail.test`, address: ann.address });
      expect(verdict).toEqual({ ok: true });
    }
    minutes(60);
    const hundredth = await limits.signInFailed({ email: "new@mail.test", address: ann.address });
    expect(hundredth).toEqual({
      ok: false,
      retryAfterSeconds: 23 * 3600,
      message: "Too many attempts. Try again in 23 hours.",
    });
    await expect(
      limits.signInAllowed({ email: "other@mail.test", address: ann.address }),
    ).resolves.toMatchObject({ ok: false, retryAfterSeconds: 23 * 3600 });
    await expect(limits.signInAllowed({ ...ann, address: "198.51.100.1" })).resolves.toEqual({ ok: true });
    minutes(23 * 60);
    await expect(limits.signInAllowed({ email: "other@mail.test", address: ann.address })).resolves.toEqual({
      ok: true,
    });
  });
});

describe("requests per e-mail and per address (docs/design.md §5)", () => {
  it("sends at most 5 codes to one e-mail an hour", async () => {
    for (let i = 0; i < 5; i++)
      await expect(limits.codeRequestAllowed("Ann@mail.test")).resolves.toEqual({ ok: true });
    minutes(20);
    await expect(limits.codeRequestAllowed("ann@mail.test")).resolves.toEqual({
      ok: false,
      retryAfterSeconds: 40 * 60,
      message: "You have asked for too many codes. Try again in 40 minutes.",
    });
    await expect(limits.codeRequestAllowed("bob@mail.test")).resolves.toEqual({ ok: true });
    minutes(40);
    await expect(limits.codeRequestAllowed("ann@mail.test")).resolves.toEqual({ ok: true });
  });

  it("allows 100 sign-ups an hour from one address, a shared one included (decision 100)", async () => {
    for (let i = 0; i < 100; i++)
      await expect(limits.signUpAllowed(ann.address)).resolves.toEqual({ ok: true });
    await expect(limits.signUpAllowed(ann.address)).resolves.toEqual({
      ok: false,
      retryAfterSeconds: 3600,
      message: "Too many sign-ups from your network. Try again in 60 minutes.",
    });
  });

  it("allows 5 sign-ups an hour for one e-mail, whatever the addresses (decision 100)", async () => {
    for (let i = 0; i < 5; i++)
      await expect(limits.signUpForEmailAllowed("Ann@Mail.test ")).resolves.toEqual({ ok: true });
    await expect(limits.signUpForEmailAllowed("ann@mail.test")).resolves.toEqual({
      ok: false,
      retryAfterSeconds: 3600,
      message: "Too many sign-ups for this e-mail. Try again in 60 minutes.",
    });
    await expect(limits.signUpForEmailAllowed("bob@mail.test")).resolves.toEqual({ ok: true });
  });

  it("records 60 client events a minute from one address", async () => {
    for (let i = 0; i < 60; i++)
      await expect(limits.clientEventAllowed(ann.address)).resolves.toEqual({ ok: true });
    await expect(limits.clientEventAllowed(ann.address)).resolves.toEqual({
      ok: false,
      retryAfterSeconds: 60,
      message: "Too many requests. Try again in 1 minute.",
    });
    minutes(1);
    await expect(limits.clientEventAllowed(ann.address)).resolves.toEqual({ ok: true });
  });
});

describe("the counters live in the database", () => {
  it("are shared by two instances, and keep no e-mail or address in clear", async () => {
    const other = rateLimits({ raw: connection.raw });
    for (let i = 0; i < 3; i++) await limits.codeRequestAllowed(ann.email);
    for (let i = 0; i < 2; i++) await other.codeRequestAllowed(ann.email);
    await expect(other.codeRequestAllowed(ann.email)).resolves.toMatchObject({ ok: false });
    const rows = JSON.stringify(await connection.db.select().from(rateLimitsTable));
    expect(rows).not.toContain("ann@");
    expect(rows).not.toContain(ann.address);
  });

  it("take shorter windows from options, with real time", async () => {
    vi.useRealTimers();
    const quick = rateLimits({ raw: connection.raw, limits: { signUps: { points: 1, durationSeconds: 1 } } });
    await expect(quick.signUpAllowed("192.0.2.9")).resolves.toEqual({ ok: true });
    await expect(quick.signUpAllowed("192.0.2.9")).resolves.toMatchObject({
      ok: false,
      retryAfterSeconds: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(quick.signUpAllowed("192.0.2.9")).resolves.toEqual({ ok: true });
  });
});
