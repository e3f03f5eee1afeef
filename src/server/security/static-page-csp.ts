import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type CspOptions, contentSecurityPolicy } from "./headers";

/**
 * Paths rendered per request, which get a nonce from src/proxy.ts, and the build's own files. Any
 * other path (`/_next/staticfoo`, an unknown `/api/…`) is answered by the prerendered 404 page.
 */
const NOT_PRERENDERED = /^\/((app|prequal|portal)(\/|$)|_next\/static\/)/;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** The SHA-256 of every inline script and style element of a page, as CSP hash sources take them. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const inline = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map(
      ([, body]) => sha256(body ?? ""),
    );
  return { scripts: [...new Set(inline("script"))], styles: [...new Set(inline("style"))] };
}

function* htmlFiles(dir: string, prefix = ""): Generator<[route: string, file: string]> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(file, `${prefix}/${entry.name}`);
    else if (entry.name.endsWith(".html")) yield [`${prefix}/${entry.name.slice(0, -".html".length)}`, file];
  }
}

export type StaticPagePolicies = (pathname: string) => string | null;

/**
 * The Content-Security-Policy of every page the build prerendered (decision 008), read once at
 * start from the build's own HTML: each page allows exactly its inline scripts. A path that is
 * neither a prerendered page nor rendered per request is answered by the prerendered 404 page, so
 * it gets that page's policy.
 */
export function staticPagePolicies(
  appDir: string,
  options: Omit<CspOptions, "nonce" | "hashes"> = {},
): StaticPagePolicies {
  const policies = new Map<string, string>();
  for (const [route, file] of htmlFiles(appDir)) {
    const hashes = inlineHashes(fs.readFileSync(file, "utf8"));
    policies.set(route === "/index" ? "/" : route, contentSecurityPolicy({ ...options, hashes }));
  }
  const notFound = policies.get("/_not-found");
  if (!notFound) throw new Error(`No prerendered 404 page in ${appDir}: build the site first`);
  return (pathname) => (NOT_PRERENDERED.test(pathname) ? null : (policies.get(pathname) ?? notFound));
}
