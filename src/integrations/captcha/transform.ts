import type { CaptchaVerdict } from "@/domain/ports/captcha";

/** The verify endpoint's answer, as documented for reCAPTCHA v3. */
export interface SiteVerifyResponse {
  success: boolean;
  score?: number;
  action?: string;
  "error-codes"?: string[];
}

/** Vendor answer -> domain verdict: success, the expected action, and a score at or above the bar. */
export function verdictFromSiteVerify(
  body: SiteVerifyResponse,
  expectedAction: string,
  minScore: number,
): CaptchaVerdict {
  if (!body.success) return { ok: false, reason: "invalid" };
  if (body.action !== expectedAction) return { ok: false, reason: "wrongAction" };
  const score = body.score ?? 0;
  if (score < minScore) return { ok: false, reason: "lowScore" };
  return { ok: true, score };
}
