/**
 * Captcha port: verifies a bot-protection token for a named action.
 * The adapter lives in src/server; the domain only states the contract.
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
