import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../host/raw-request.test-support";
import { type RunningServer, startServer } from "../../scripts/server-process.mjs";

// One server of its own, logging at info, so the test can read everything the process printed.
let server: RunningServer;
let port: number;

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: "info" } });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

function expectUsualHeaders(headers: Record<string, string | string[] | undefined> | Headers) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]);
  expect(get("strict-transport-security")).toMatch(/max-age=\d+/);
  expect(get("x-content-type-options")).toBe("nosniff");
  expect(get("content-security-policy")).toMatch(/default-src 'none'/);
  expect(get("cache-control")).toBe("no-store");
}

describe("the host answers malformed requests itself, with the security headers", () => {
  it.each([
    ["TRACE / HTTP/1.1", 405],
    ["OPTIONS * HTTP/1.1", 405],
    ["GET * HTTP/1.1", 400],
    ["GET /insight-blog/%ZZ HTTP/1.1", 400],
    ["TRACK / HTTP/1.1", 400],
  ])("%s → %i", async (line, status) => {
    const answer = await rawRequest(port, line);
    expect(answer.status).toBe(status);
    expectUsualHeaders(answer.headers);
    if (status === 405) expect(answer.headers.allow).toBe("GET, HEAD, POST");
    expect(answer.body).toMatch(/^[A-Z][^{}<>]+\.$/);
  });

  it("never answers an absolute-form request line with a redirect to that host", async () => {
    for (const target of ["http://evil.example/", "http://evil.example/insight-blog/", "//evil.example/"]) {
      const answer = await rawRequest(port, `GET ${target} HTTP/1.1`);
      expect(answer.status).toBeLessThan(500);
      // A redirect, if any, stays on this site (`/evil.example` is one of its paths).
      const location = new URL(answer.headers.location ?? "/", server.url);
      expect(location.host).toBe(new URL(server.url).host);
    }
  });

  it("answers /api/health to GET and HEAD only", async () => {
    const head = await fetch(`${server.url}/api/health`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expectUsualHeaders(head.headers);
    for (const method of ["POST", "DELETE", "PUT"]) {
      const refused = await fetch(`${server.url}/api/health`, { method });
      expect(refused.status).toBe(405);
      expect(refused.headers.get("allow")).toBe("GET, HEAD");
      expectUsualHeaders(refused.headers);
    }
  });

  it("answers /api/ready 200 naming each part once the server has started (issue 24)", async () => {
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expectUsualHeaders(ready.headers);
    expect(await ready.json()).toEqual({
      status: "ready",
      parts: { database: "ok", migrations: "ok", storage: "ok", jobQueue: "ok" },
    });
    expect((await fetch(`${server.url}/api/ready`, { method: "POST" })).status).toBe(405);
  });
});

/** GET with an agent of its own, so the batch attack's connections are not shared. */
function timedGet(url: string, headers: Record<string, string> = {}, agent?: http.Agent) {
  return new Promise<{ ms: number; status: number; bytes: number }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers, agent }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
        response.on("end", () =>
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, bytes }),
        );
      })
      .on("error", reject);
  });
}

describe("one client cannot stall the server with huge batches", () => {
  it("refuses a 7,000-name batch in one short answer while /api/health stays fast", async () => {
    const names = Array.from({ length: 7000 }, () => "a").join(",");
    const attackUrl = `${server.url}/api/trpc/${names}?batch=1`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    let stop = false;
    const refusals: Array<{ status: number; bytes: number }> = [];
    const attackers = Array.from({ length: 4 }, async () => {
      while (!stop) refusals.push(await timedGet(attackUrl, { "x-same-origin": "1" }, agent));
    });
    const health: number[] = [];
    for (let i = 0; i < 20; i++) {
      health.push((await timedGet(`${server.url}/api/health`)).ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stop = true;
    await Promise.all(attackers);
    agent.destroy();
    expect(refusals.length).toBeGreaterThan(10);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(refusal.bytes).toBeLessThan(1000);
    }
    health.sort((a, b) => a - b);
    expect(health[Math.floor(health.length / 2)]).toBeLessThan(250);
  });
});

describe("what Next prints reaches the log censored", () => {
  it("logs a bad Next-Action request and a raw `GET *?…` line as JSON, without their query strings", async () => {
    const typed = "ann.typed@example.com";
    await fetch(`${server.url}/faq?email=${typed}`, {
      method: "POST",
      headers: { "next-action": "0000000000000000000000000000000000000000", "content-type": "text/plain" },
      body: "[]",
    });
    await rawRequest(port, `GET *?email=${typed} HTTP/1.1`);
    await rawRequest(port, `GET /insight-blog/%ZZ?email=${typed} HTTP/1.1`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const output = server.output();
    expect(output).not.toContain(typed);
    // Lines go to the terminal on purpose: "Serving on …" and, once, the demo admins' sign-ins.
    const forPeople = ["Serving on", "Demo partner portal", "Demo lender portal"];
    const lines = output
      .split("\n")
      .filter((line) => line.trim() && !forPeople.some((start) => line.startsWith(start)));
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    // Next did print about the unknown action, through the logger.
    expect(lines.some((line) => JSON.parse(line).source === "console")).toBe(true);
  });
});
