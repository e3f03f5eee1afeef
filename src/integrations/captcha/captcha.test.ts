import { describe, expect, it, vi } from "vitest";
import { sandboxToken } from "@/domain/ports/captcha";
import { recaptchaCaptcha, SITE_VERIFY_URL } from "./recaptcha";
import { sandboxCaptcha } from "./sandbox";
import { verdictFromSiteVerify } from "./transform";

describe("sandbox bot check", () => {
  it("accepts the token the sandbox widget produces for the same action", async () => {
    await expect(
      sandboxCaptcha.verify(sandboxToken("api_update", "n1"), "api_update"),
    ).resolves.toMatchObject({ ok: true });
  });
  it.each([
    [undefined, "missing"],
    ["", "missing"],
    ["hello", "invalid"],
    [sandboxToken("login", "n1"), "wrongAction"],
    [sandboxToken("api_update", "bot"), "lowScore"],
  ])("refuses %s as %s", async (token, reason) => {
    await expect(sandboxCaptcha.verify(token, "api_update")).resolves.toEqual({ ok: false, reason });
  });
});

describe("reCAPTCHA v3 answer", () => {
  it("passes a successful answer for the expected action at or above the score bar", () => {
    expect(
      verdictFromSiteVerify({ success: true, action: "api_update", score: 0.5 }, "api_update", 0.5),
    ).toEqual({ ok: true, score: 0.5 });
  });
  it("refuses a score under the bar, another action, or an unsuccessful answer", () => {
    expect(
      verdictFromSiteVerify({ success: true, action: "api_update", score: 0.3 }, "api_update", 0.5),
    ).toMatchObject({ reason: "lowScore" });
    expect(
      verdictFromSiteVerify({ success: true, action: "login", score: 0.9 }, "api_update", 0.5),
    ).toMatchObject({ reason: "wrongAction" });
    expect(
      verdictFromSiteVerify({ success: false, "error-codes": ["invalid-input-response"] }, "api_update", 0.5),
    ).toMatchObject({ reason: "invalid" });
  });
});

describe("reCAPTCHA v3 verifier", () => {
  it("posts the secret and token to the verify endpoint", async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, action: "api_update", score: 0.9 }));
    const verdict = await recaptchaCaptcha({ secret: "s", minScore: 0.5, fetch }).verify("tok", "api_update");
    expect(verdict).toEqual({ ok: true, score: 0.9 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SITE_VERIFY_URL);
    expect(String(init.body)).toBe("secret=s&response=tok");
  });
  it("reports unavailable, not a pass, when the endpoint fails or cannot be reached", async () => {
    const down = vi.fn(async () => new Response("", { status: 502 }));
    const offline = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(
      recaptchaCaptcha({ secret: "s", minScore: 0.5, fetch: down }).verify("t", "api_update"),
    ).resolves.toEqual({ ok: false, reason: "unavailable" });
    await expect(
      recaptchaCaptcha({ secret: "s", minScore: 0.5, fetch: offline }).verify("t", "api_update"),
    ).resolves.toEqual({ ok: false, reason: "unavailable" });
  });
  it("does not call the endpoint without a token", async () => {
    const fetch = vi.fn();
    await expect(
      recaptchaCaptcha({ secret: "s", minScore: 0.5, fetch }).verify(null, "api_update"),
    ).resolves.toEqual({ ok: false, reason: "missing" });
    expect(fetch).not.toHaveBeenCalled();
  });
});
