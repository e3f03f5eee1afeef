import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, staticSecurityHeaders } from "./headers";

describe("content security policy", () => {
  it("allows only scripts carrying this response's nonce, and no plugins, base or framing", () => {
    const csp = contentSecurityPolicy({ nonce: "abc" });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("unsafe-inline");
  });
  it("lets the development server evaluate code, and nothing else changes", () => {
    expect(contentSecurityPolicy({ nonce: "n", development: true })).toContain("'unsafe-eval'");
  });
  it("opens Google's reCAPTCHA hosts only when reCAPTCHA is configured", () => {
    expect(contentSecurityPolicy({ nonce: "n" })).not.toContain("google");
    expect(contentSecurityPolicy({ nonce: "n", recaptcha: true })).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/",
    );
  });
  it("sends HSTS, nosniff, a strict referrer policy and a restrictive permissions policy", () => {
    const names = staticSecurityHeaders.map((h) => h.key);
    expect(names).toEqual(
      expect.arrayContaining([
        "Strict-Transport-Security",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
      ]),
    );
  });
});

describe("content security policy of a prerendered page (decision 008)", () => {
  const csp = contentSecurityPolicy({ hashes: { scripts: ["abc=", "def="], styles: [] } });

  it("allows the build's own files and exactly the page's inline scripts, by hash", () => {
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
  });

  it("allows no inline script without a hash: no 'unsafe-inline', 'unsafe-eval' or 'strict-dynamic'", () => {
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|nonce-/);
  });

  it("allows only stylesheet files when the page has no inline styles", () => {
    expect(csp).toContain("style-src 'self';");
  });
});
