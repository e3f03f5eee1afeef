import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes, staticPagePolicies } from "./static-page-csp";

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64");

describe("inlineHashes", () => {
  it("hashes the exact text of each inline script and style, and skips scripts loaded by src", () => {
    const html =
      '<script src="/_next/a.js" async=""></script><script>self.__next_f.push([1])</script>' +
      '<script id="_R_">x()</script><style>p{}</style>';
    expect(inlineHashes(html)).toEqual({
      scripts: [hashOf("self.__next_f.push([1])"), hashOf("x()")],
      styles: [hashOf("p{}")],
    });
  });
});

describe("staticPagePolicies", () => {
  const policyFor = staticPagePolicies(
    new Map([
      ["/", "<script>home()</script>"],
      ["/_not-found", "<script>missing()</script>"],
      ["/insight-blog/what-is-a-heloc", "<script>article()</script>"],
    ]),
  );

  it("gives each prerendered page the hashes of its own inline scripts", () => {
    expect(policyFor("/")).toContain(`'sha256-${hashOf("home()")}'`);
    expect(policyFor("/")).not.toContain(hashOf("missing()"));
    expect(policyFor("/insight-blog/what-is-a-heloc")).toContain(`'sha256-${hashOf("article()")}'`);
  });

  it("gives any other public path the 404 page's policy, since that page answers it", () => {
    expect(policyFor("/favicon.icox")).toContain(`'sha256-${hashOf("missing()")}'`);
    expect(policyFor("/insight-blog/nope")).toBe(policyFor("/no-such-page"));
    for (const pathname of [
      "/icon.svg/x",
      "/_next/staticfoo",
      "/_next/image",
      "/api/nope",
      "/apple",
      "/portalx",
    ]) {
      expect(policyFor(pathname)).toBe(policyFor("/no-such-page"));
    }
  });

  it("leaves the areas rendered per request to their nonce, and the build's static files alone", () => {
    for (const pathname of [
      "/app",
      "/app/login",
      "/prequal/credit",
      "/portal",
      "/_next/static/chunks/x.js",
    ]) {
      expect(policyFor(pathname)).toBeNull();
    }
  });

  it("refuses to start without a prerendered 404 page: the site was not built", () => {
    expect(() => staticPagePolicies(new Map([["/", "<p></p>"]]))).toThrow(/build the site first/);
  });
});
