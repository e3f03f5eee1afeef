import type { Captcha } from "@/domain/ports/captcha";
import { type SiteVerifyResponse, verdictFromSiteVerify } from "./transform";

export const SITE_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

export interface RecaptchaOptions {
  secret: string;
  minScore: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** reCAPTCHA v3: posts the token to the verify endpoint and applies the score threshold. */
export function recaptchaCaptcha({
  secret,
  minScore,
  fetch: doFetch = fetch,
  timeoutMs = 5000,
}: RecaptchaOptions): Captcha {
  return {
    async verify(token, expectedAction) {
      if (!token) return { ok: false, reason: "missing" };
      try {
        const response = await doFetch(SITE_VERIFY_URL, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret, response: token }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { ok: false, reason: "unavailable" };
        const body = (await response.json()) as SiteVerifyResponse;
        return verdictFromSiteVerify(body, expectedAction, minScore);
      } catch {
        return { ok: false, reason: "unavailable" };
      }
    },
  };
}
