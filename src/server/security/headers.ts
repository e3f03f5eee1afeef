/** Headers every response carries (docs/design.md §5); the CSP is per request, in src/proxy.ts. */
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

/**
 * How a page's own inline scripts and styles are approved: a per-request nonce for pages rendered
 * per request, or the SHA-256 hashes taken from a prerendered page at build (decision 008).
 */
export type InlineApproval = { nonce: string } | { hashes: { scripts: string[]; styles: string[] } };

export type CspOptions = InlineApproval & {
  /** next dev evaluates code and needs 'unsafe-eval'. */
  development?: boolean;
  /** reCAPTCHA v3 loads its script and frame from Google when configured. */
  recaptcha?: boolean;
};

function sources(approval: InlineApproval): { script: string; style: string } {
  if ("nonce" in approval) {
    return { script: `'nonce-${approval.nonce}' 'strict-dynamic'`, style: `'nonce-${approval.nonce}'` };
  }
  // No 'strict-dynamic': the build's own files ('self') and these exact inline scripts, nothing else.
  const quoted = (hashes: string[]) => hashes.map((h) => ` 'sha256-${h}'`).join("");
  return {
    script: quoted(approval.hashes.scripts).trimStart(),
    style: quoted(approval.hashes.styles).trimStart(),
  };
}

export function contentSecurityPolicy(options: CspOptions): string {
  const { development = false, recaptcha = false } = options;
  const google = recaptcha ? " https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/" : "";
  const inline = sources(options);
  const style = inline.style ? ` ${inline.style}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.script}${development ? " 'unsafe-eval'" : ""}`.trimEnd(),
    `style-src 'self'${style}`,
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
