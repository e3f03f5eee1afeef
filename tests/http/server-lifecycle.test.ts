import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/server-process.mjs";
import { committedMigrations } from "../integration/support/committed-migrations";

describe("running the server", () => {
  it("serves security headers on every response: a prerendered page's script hashes, and a fresh nonce in the applicant area that reaches Next's scripts", async () => {
    const server = await startServer();
    try {
      const home = await fetch(`${server.url}/`);
      const homePolicy = home.headers.get("content-security-policy") ?? "";
      const homeHtml = await home.text();
      expect(homePolicy).toMatch(/script-src 'self' 'sha256-/);
      expect(homePolicy).not.toMatch(/nonce-|unsafe-inline|unsafe-eval/);
      const inline = [...homeHtml.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, body] of inline) {
        const hash = createHash("sha256")
          .update(body ?? "")
          .digest("base64");
        expect(homePolicy).toContain(`'sha256-${hash}'`);
      }
      const [first, second] = await Promise.all([
        fetch(`${server.url}/app/no-such-page`),
        fetch(`${server.url}/app/no-such-page`),
      ]);
      const csp = first.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(second.headers.get("content-security-policy")).not.toContain(nonce);
      expect(await first.text()).toContain(`nonce="${nonce}"`);
      for (const name of [
        "strict-transport-security",
        "x-content-type-options",
        "referrer-policy",
        "permissions-policy",
      ]) {
        expect(first.headers.get(name)).toBeTruthy();
      }
      const health = await fetch(`${server.url}/api/health`);
      expect(health.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await health.json()).toMatchObject({ status: "ok", database: { reachable: true } });
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it("stops a second server on the same data folder with a clear message", async () => {
    const first = await startServer();
    try {
      await expect(startServer({ dataDir: first.dataDir })).rejects.toThrow(
        /database folder .* is in use by process/,
      );
    } finally {
      await first.stop();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it("on SIGTERM finishes the request in flight, exits cleanly and leaves the database reopenable", async () => {
    const server = await startServer({ env: { LOG_LEVEL: "info" } });
    try {
      const body = JSON.stringify({
        "0": { json: { level: "warn", code: "CLIENT_FETCH_ERROR", path: "/faq" } },
      });
      const half = Math.floor(body.length / 2);
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(`${server.url}/api/trpc/system.reportClientEvent?batch=1`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
            "x-same-origin": "1",
            "x-recaptcha-token": "sandbox.api_update.drain",
          },
        });
        request.on("response", (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on("error", reject);
        request.write(body.slice(0, half));
        // The rest of the body arrives only after the server was told to stop.
        setTimeout(() => {
          server.process.kill("SIGTERM");
          setTimeout(() => request.end(body.slice(half)), 300);
        }, 300);
      });
      const { status, text } = await answer;
      expect(status).toBe(200);
      expect(text).toContain("recorded");
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("stopped");
      expect(fs.existsSync(path.join(server.dataDir, "db.lock"))).toBe(false);
      const again = await startServer({ dataDir: server.dataDir });
      expect(await (await fetch(`${again.url}/api/health`)).json()).toMatchObject({
        database: { migrations: committedMigrations() },
      });
      await again.stop();
    } finally {
      server.process.kill("SIGKILL");
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    [
      { RECAPTCHA_SECRET_KEY: "x", NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "" },
      "NEXT_PUBLIC_RECAPTCHA_SITE_KEY is unset",
    ],
    [{ PORT: "eighty" }, "PORT is invalid: Invalid input: expected number, received NaN"],
  ])("refuses to start with exactly one line when a setting is wrong (spec §8): %j", async (env, line) => {
    const failure = await startServer({ env }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message.split("The server did not start:\n")[1]?.trim()).toBe(line);
  });
});
