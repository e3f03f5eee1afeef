import { describe, expect, it, vi } from "vitest";
import { cachedJwtCodec } from "./jwt-codec";

const secret = "s".repeat(43);

describe("the session JWT codec", () => {
  it("decodes what it encodes, and the same cookie twice to the same claims", async () => {
    const codec = cachedJwtCodec();
    const token = await codec.encode({ token: { sid: "abc", user: { id: "u" } }, secret, maxAge: 60 });
    expect(await codec.decode({ token, secret })).toMatchObject({ sid: "abc" });
    expect(await codec.decode({ token, secret })).toMatchObject({ sid: "abc" });
  });

  it("refuses a cookie made with another secret, cached or not", async () => {
    const codec = cachedJwtCodec();
    const token = await codec.encode({ token: { sid: "abc" }, secret, maxAge: 60 });
    await codec.decode({ token, secret });
    await expect(codec.decode({ token, secret: "t".repeat(43) })).rejects.toThrow();
  });

  it("re-issues the same cookie for the same session within a minute, a fresh one after", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z"), toFake: ["Date"] });
    try {
      const codec = cachedJwtCodec();
      const first = await codec.encode({ token: { sid: "abc" }, secret, maxAge: 60 });
      vi.setSystemTime(new Date("2026-11-23T10:00:30Z"));
      expect(
        await codec.encode({ token: { sid: "abc", iat: 1, exp: 2, jti: "x" }, secret, maxAge: 60 }),
      ).toBe(first);
      vi.setSystemTime(new Date("2026-11-23T10:01:01Z"));
      expect(await codec.encode({ token: { sid: "abc" }, secret, maxAge: 60 })).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never hands one session's cookie to another", async () => {
    const codec = cachedJwtCodec();
    const a = await codec.encode({ token: { sid: "a" }, secret, maxAge: 60 });
    const b = await codec.encode({ token: { sid: "b" }, secret, maxAge: 60 });
    expect(a).not.toBe(b);
    expect(await codec.decode({ token: b, secret })).toMatchObject({ sid: "b" });
  });
});
