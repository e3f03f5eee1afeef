import { type NextRequest, NextResponse } from "next/server";
import { settings } from "@/env";
import { browserSettings } from "@/env/browser";
import { contentSecurityPolicy } from "@/server/security/headers";
import { requestIdFrom } from "@/server/security/request-id";

/**
 * Per request: a fresh CSP nonce (read by the root layout for Emotion and by Next for its own
 * scripts) and a request id that logs and error messages carry.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy({
    nonce,
    development: settings().NODE_ENV === "development",
    // The key the browser bundle was built with decides whether pages load reCAPTCHA.
    recaptcha: browserSettings.NEXT_PUBLIC_RECAPTCHA_SITE_KEY !== undefined,
  });
  const requestId = requestIdFrom(request.headers);
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("x-request-id", requestId);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  response.headers.set("x-request-id", requestId);
  return response;
}

/**
 * Only the areas rendered per request need a nonce. Public pages are prerendered and carry their
 * build-time hash CSP from the host (decision 008); anchored, so `/apple` or `/portalx` is not matched.
 */
export const config = {
  matcher: ["/app", "/app/:path*", "/prequal", "/prequal/:path*", "/portal", "/portal/:path*"],
};
