import http from "node:http";
import { describe, expect, inject, it } from "vitest";

const base = () => inject("baseURL");
const write = {
  "content-type": "application/json",
  "x-same-origin": "1",
  "x-recaptcha-token": "sandbox.api_update.http",
};

/** A write to the API with the given body, method and headers. */
const send = (
  procedure: string,
  body: string,
  { method = "POST", headers = write as Record<string, string> } = {},
) => fetch(`${base()}/api/trpc/${procedure}`, { method, headers, body });

describe("the typed API over HTTP on the running server", () => {
  it("refuses any path without X-Same-Origin: 1 with 403 and the security headers", async () => {
    for (const path of ["system.status", "anything.at.all"]) {
      const response = await fetch(`${base()}/api/trpc/${path}`);
      expect(response.status).toBe(403);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("strict-transport-security")).toBeTruthy();
    }
  });

  it("answers bad input with a 4xx and a message, and keeps serving", async () => {
    const malformed = await send("system.reportClientEvent", "{oops");
    expect(malformed.status).toBe(400);
    const oversized = await send(
      "system.reportClientEvent",
      JSON.stringify({ json: { pad: "x".repeat(1_200_000) } }),
    );
    expect(oversized.status).toBe(413);
    expect((await oversized.json()).error.json.message).toMatch(/larger than 1 MB/);
    const wrongMethod = await send("system.status", "{}", { method: "PATCH" });
    expect(wrongMethod.status).toBe(405);
    const noToken = await send(
      "system.reportClientEvent",
      JSON.stringify({ json: { level: "warn", code: "CLIENT_FETCH_ERROR", path: "/" } }),
      { headers: { "content-type": "application/json", "x-same-origin": "1" } },
    );
    expect(noToken.status).toBe(403);
    const ok = await fetch(`${base()}/api/trpc/system.status`, { headers: { "x-same-origin": "1" } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 413 to a chunked body that passes 1 MB without saying its size, on the same connection", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base()}/api/trpc/system.reportClientEvent`, {
        method: "POST",
        headers: { ...write, "transfer-encoding": "chunked" },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      const chunk = "x".repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 2_000_000) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        request.end();
      };
      request.write('{"json":{"pad":"');
      pump();
    });
    expect(status).toBe(413);
  });
});
