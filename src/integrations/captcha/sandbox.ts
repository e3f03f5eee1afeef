import { type Captcha, type CaptchaVerdict, SANDBOX_TOKEN_PATTERN } from "@/domain/ports/captcha";

/**
 * Sandbox bot check, the default: works offline and in tests. The sandbox client widget
 * (src/lib/captcha) produces `sandbox.<action>.<nonce>` (`sandboxToken` in the captcha port).
 * Documented inputs:
 * - a token of another shape is `invalid`; a token for another action is `wrongAction`;
 * - the nonce `bot` scores as a bot (`lowScore`), so tests can exercise a refusal.
 */
// tests/integration/support/api-client.ts still imports it from here; drop once it imports the port.

export const sandboxCaptcha: Captcha = {
  async verify(token, expectedAction): Promise<CaptchaVerdict> {
    if (!token) return { ok: false, reason: "missing" };
    const match = SANDBOX_TOKEN_PATTERN.exec(token);
    if (!match) return { ok: false, reason: "invalid" };
    if (match[1] !== expectedAction) return { ok: false, reason: "wrongAction" };
    if (match[2] === "bot") return { ok: false, reason: "lowScore" };
    return { ok: true, score: 0.9 };
  },
};
