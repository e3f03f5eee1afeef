import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";

const base = inject("baseURL");
const built = (file: string) => fs.readFileSync(path.resolve(".next/server/app", file), "utf8");

/** A raw GET (node:http, which decodes nothing), so the test sees the body exactly as sent. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ response: { status: number; headers: Headers }; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const answered = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) answered.set(name, Array.isArray(value) ? value.join(", ") : value);
          }
          resolve({
            response: { status: res.statusCode ?? 0, headers: answered },
            body: Buffer.concat(chunks),
          });
        });
      })
      .on("error", reject);
  });
}

describe("prerendered public pages, served from memory (decision 008)", () => {
  it("answers the home page and an article with the build's own HTML, its CSP and an ETag", async () => {
    for (const [pathname, file] of [
      ["/", "index.html"],
      ["/insight-blog/what-is-a-heloc", "insight-blog/what-is-a-heloc.html"],
    ] as const) {
      const { response, body } = await get(pathname, { "accept-encoding": "identity" });
      expect(response.status).toBe(200);
      expect(body.toString("utf8")).toBe(built(file));
      expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
      expect(response.headers.get("strict-transport-security")).toBeTruthy();
      expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    }
  });

  it("sends brotli or gzip when the browser takes it, the same page either way", async () => {
    const br = await get("/faq", { "accept-encoding": "gzip, deflate, br" });
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(built("faq.html"));
    const gzip = await get("/faq", { "accept-encoding": "gzip" });
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(built("faq.html"));
  });

  it("answers 304 to a browser that already holds the page", async () => {
    const first = await get("/faq");
    const again = await get("/faq", { "if-none-match": first.response.headers.get("etag") ?? "" });
    expect(again.response.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  // Next checks the `_rsc` cache-busting value against the router headers; none sent, it is empty.
  it("leaves client-side navigations (RSC requests) to Next, which answers them with RSC data", async () => {
    const { response } = await get("/faq?_rsc=", { rsc: "1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/x-component/);
  });

  it("leaves unknown paths to the 404 page, with its own policy", async () => {
    const { response } = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toMatch(/sha256-/);
  });
});
