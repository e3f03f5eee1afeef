"use client";
import { sandboxToken } from "@/domain/ports/captcha";
import { browserSettings } from "@/env/browser";

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

const siteKey = browserSettings.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
let loading: Promise<void> | undefined;

function loadRecaptcha(key: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error("The bot check could not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * A bot-check token for one action (spec §7: every write carries one, action api_update).
 * reCAPTCHA v3 when a site key is configured; otherwise the sandbox widget's token.
 */
export async function captchaToken(action: string): Promise<string> {
  if (!siteKey) return sandboxToken(action, crypto.randomUUID().replaceAll("-", ""));
  await loadRecaptcha(siteKey);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error("The bot check did not start");
  return new Promise((resolve, reject) =>
    grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)),
  );
}
