/** Headers every response carries (DESIGN.md §5); the CSP is per request, in src/proxy.ts. */
export const staticSecurityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  },
];

/** JSON answers load nothing and are never framed. */
export const apiSecurityHeaders = [
  ...staticSecurityHeaders,
  { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
];

export interface CspOptions {
  nonce: string;
  /** next dev evaluates code and needs 'unsafe-eval'. */
  development?: boolean;
  /** reCAPTCHA v3 loads its script and frame from Google when configured. */
  recaptcha?: boolean;
}

export function contentSecurityPolicy({ nonce, development = false, recaptcha = false }: CspOptions): string {
  const google = recaptcha ? " https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${google}`,
    `frame-src 'self'${google}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
