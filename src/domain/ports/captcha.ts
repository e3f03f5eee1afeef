/**
 * Captcha port: verifies a bot-protection token for a named action.
 * The adapters live in src/integrations/captcha; the domain only states the contract.
 */
export type CaptchaVerdict =
  | { ok: true; score?: number }
  | {
      ok: false;
      reason: "missing" | "invalid" | "wrongAction" | "lowScore" | "unavailable";
    };

export interface Captcha {
  /** Checks `token` was issued for `expectedAction`; never throws, reports `unavailable` instead. */
  verify(token: string | null | undefined, expectedAction: string): Promise<CaptchaVerdict>;
}

/** Spec §7: every write to the API carries a bot-check token made for this action. */
export const API_UPDATE_ACTION = "api_update";

/**
 * The sandbox widget's token, `sandbox.<action>.<nonce>`: part of the contract because two sides
 * share it, the browser that makes it (src/lib/captcha) and the sandbox verifier that reads it.
 */
export const SANDBOX_TOKEN_PREFIX = "sandbox.";
export const SANDBOX_TOKEN_PATTERN = /^sandbox\.([a-z_]{1,40})\.([A-Za-z0-9_-]{1,64})$/;

export function sandboxToken(action: string, nonce: string): string {
  return `${SANDBOX_TOKEN_PREFIX}${action}.${nonce}`;
}
