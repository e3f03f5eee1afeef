import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { abortedWhenCallerLeaves } from "./caller-left";

let server: http.Server | undefined;
afterEach(() => server?.close());

/** A server whose one route keeps the request's signal and answers after `answerAfterMs` (never when null). */
async function serve(answerAfterMs: number | null) {
  let signal: AbortSignal | undefined;
  let abortSeen = () => {};
  const aborted = new Promise<void>((resolve) => {
    abortSeen = resolve;
  });
  const site = http.createServer((_req, res) => {
    signal = abortedWhenCallerLeaves(res);
    signal.addEventListener("abort", abortSeen);
    if (answerAfterMs !== null) setTimeout(() => res.end("ok"), answerAfterMs);
  });
  server = site;
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const { port } = site.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, aborted, signal: () => signal };
}

describe("a query's signal follows its caller", () => {
  it("is aborted when the caller closes the connection before the answer", async () => {
    const site = await serve(null);
    const caller = new AbortController();
    const call = fetch(site.url, { signal: caller.signal }).catch(() => "gone");
    await expect.poll(() => site.signal()).toBeDefined();
    caller.abort();
    await call;
    await site.aborted;
    expect(site.signal()?.aborted).toBe(true);
  });

  it("is never aborted for an answer sent in full", async () => {
    const site = await serve(0);
    const response = await fetch(site.url, { headers: { connection: "close" } });
    expect(await response.text()).toBe("ok");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(site.signal()?.aborted).toBe(false);
  });
});
