import type { Captcha, CaptchaVerdict } from "@/domain/ports/captcha";

/**
 * Sandbox bot check, the default: works offline and in tests. The sandbox client widget
 * (src/lib/captcha) produces `sandbox.<action>.<nonce>`. Documented inputs:
 * - a token of another shape is `invalid`; a token for another action is `wrongAction`;
 * - the nonce `bot` scores as a bot (`lowScore`), so tests can exercise a refusal.
 */
export const SANDBOX_TOKEN_PREFIX = "sandbox.";
const TOKEN = /^sandbox\.([a-z_]{1,40})\.([A-Za-z0-9_-]{1,64})$/;

export function sandboxToken(action: string, nonce: string): string {
  return `${SANDBOX_TOKEN_PREFIX}${action}.${nonce}`;
}

export const sandboxCaptcha: Captcha = {
  async verify(token, expectedAction): Promise<CaptchaVerdict> {
    if (!token) return { ok: false, reason: "missing" };
    const match = TOKEN.exec(token);
    if (!match) return { ok: false, reason: "invalid" };
    if (match[1] !== expectedAction) return { ok: false, reason: "wrongAction" };
    if (match[2] === "bot") return { ok: false, reason: "lowScore" };
    return { ok: true, score: 0.9 };
  },
};
