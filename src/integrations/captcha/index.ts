import type { Captcha } from "@/domain/ports/captcha";
import { settings } from "@/env";
import { ADAPTER_CHOICES } from "../sandboxes";
import { recaptchaCaptcha } from "./recaptcha";
import { sandboxCaptcha } from "./sandbox";

/**
 * reCAPTCHA v3 when RECAPTCHA_SECRET_KEY is set, otherwise the offline sandbox; the choice is the
 * one src/integrations/sandboxes.ts reports to the start-up check, the log and the demo banner.
 */
export function captcha(): Captcha {
  const s = settings();
  const secret = s.RECAPTCHA_SECRET_KEY;
  if (ADAPTER_CHOICES.captcha.isSandbox(s) || secret === undefined) return sandboxCaptcha;
  return recaptchaCaptcha({ secret, minScore: s.RECAPTCHA_MIN_SCORE });
}
