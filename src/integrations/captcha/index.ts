import type { Captcha } from "@/domain/ports/captcha";
import { settings } from "@/env";
import { ADAPTER_CHOICES } from "../sandboxes";
import { recaptchaCaptcha } from "./recaptcha";
import { sandboxCaptcha } from "./sandbox";

/** reCAPTCHA v3 when RECAPTCHA_SECRET_KEY is set, otherwise the offline sandbox. */
export function captcha(): Captcha {
  const s = settings();
  if (ADAPTER_CHOICES.captcha.isSandbox(s) || !s.RECAPTCHA_SECRET_KEY) return sandboxCaptcha;
  return recaptchaCaptcha({ secret: s.RECAPTCHA_SECRET_KEY, minScore: s.RECAPTCHA_MIN_SCORE });
}
