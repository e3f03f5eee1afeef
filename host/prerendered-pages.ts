import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { NOT_FOUND_ROUTE } from "../src/server/pages/prerendered-pages";
import { staticSecurityHeaders } from "../src/server/security/headers";

type Encoding = "br" | "gzip" | "identity";

interface ServedPage {
  etag: string;
  /** Compressed on first request, once per encoding: start-up stays quick. */
  body(encoding: Encoding): Buffer;
  headers: Record<string, string>;
}

const COMPRESS: Record<Exclude<Encoding, "identity">, (html: Buffer) => Buffer> = {
  gzip: (html) => gzipSync(html, { level: 9 }),
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
};

/** The same URL answers client-side navigations with RSC data, which only Next produces. */
const VARY =
  "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

function isClientNavigation(req: IncomingMessage): boolean {
  return (
    req.headers.rsc !== undefined ||
    req.headers["next-router-prefetch"] !== undefined ||
    req.headers["next-router-state-tree"] !== undefined ||
    (req.url ?? "").includes("_rsc=")
  );
}

function encodingFor(req: IncomingMessage): Encoding {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/**
 * The build's prerendered public pages (decision 008), answered from memory: each page's HTML is
 * compressed once (brotli or gzip, on its first request for that encoding), carries its ETag and its own hash-based CSP, and is
 * revalidated by browsers (304) rather than rendered, compressed or routed per request. Anything
 * else — a client-side navigation's RSC request, any other method, any other path — goes to Next.
 */
export function prerenderedPageServer(
  pages: ReadonlyMap<string, string>,
  policyFor: (pathname: string) => string | null,
): (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean {
  const served = new Map<string, ServedPage>();
  for (const [route, html] of pages) {
    if (route === NOT_FOUND_ROUTE || route.startsWith("/_")) continue;
    const identity = Buffer.from(html);
    const compressed = new Map<Encoding, Buffer>([["identity", identity]]);
    served.set(route, {
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      body(encoding) {
        let body = compressed.get(encoding);
        if (!body) {
          body = COMPRESS[encoding as Exclude<Encoding, "identity">](identity);
          compressed.set(encoding, body);
        }
        return body;
      },
      headers: {
        ...Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value])),
        "content-security-policy": policyFor(route) ?? "",
        "content-type": "text/html; charset=utf-8",
        "cache-control": "public, max-age=0, must-revalidate",
        vary: VARY,
      },
    });
  }

  return (req, res, pathname) => {
    const page = served.get(pathname);
    if (!page || (req.method !== "GET" && req.method !== "HEAD") || isClientNavigation(req)) return false;
    if (req.headers["if-none-match"] === page.etag) {
      res.writeHead(304, { ...page.headers, etag: page.etag });
      res.end();
      return true;
    }
    const encoding = encodingFor(req);
    const body = page.body(encoding);
    res.writeHead(200, {
      ...page.headers,
      etag: page.etag,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(body.byteLength),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
