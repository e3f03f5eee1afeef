import { createHash } from "node:crypto";
import { NOT_FOUND_ROUTE } from "@/server/pages/prerendered-pages";
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

export type StaticPagePolicies = (pathname: string) => string | null;

/**
 * The Content-Security-Policy of every page the build prerendered (decision 008), from the build's
 * own HTML read once at start: each page allows exactly its inline scripts. A path that is
 * neither a prerendered page nor rendered per request is answered by the prerendered 404 page, so
 * it gets that page's policy.
 */
export function staticPagePolicies(
  pages: ReadonlyMap<string, string>,
  options: Omit<CspOptions, "nonce" | "hashes"> = {},
): StaticPagePolicies {
  const policies = new Map<string, string>();
  for (const [route, html] of pages) {
    policies.set(route, contentSecurityPolicy({ ...options, hashes: inlineHashes(html) }));
  }
  const notFound = policies.get(NOT_FOUND_ROUTE);
  if (!notFound) throw new Error("No prerendered 404 page: build the site first");
  return (pathname) => (NOT_PRERENDERED.test(pathname) ? null : (policies.get(pathname) ?? notFound));
}
