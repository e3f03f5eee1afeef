import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-csp-"));
  fs.mkdirSync(path.join(appDir, "insight-blog"));
  fs.writeFileSync(path.join(appDir, "index.html"), "<script>home()</script>");
  fs.writeFileSync(path.join(appDir, "_not-found.html"), "<script>missing()</script>");
  fs.writeFileSync(path.join(appDir, "insight-blog", "what-is-a-heloc.html"), "<script>article()</script>");
  const policyFor = staticPagePolicies(appDir);
  afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }));

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
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "static-csp-empty-"));
    expect(() => staticPagePolicies(empty)).toThrow(/build the site first/);
    fs.rmSync(empty, { recursive: true });
  });
});
