import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAIN_MESSAGES } from "../src/server/api/plain-messages";
import { rawRequest } from "./raw-request.test-support";
import { answerClientError, checkRequestLine, sendHostRefusal } from "./request-line";

let server: http.Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  // A stand-in for Next that redirects every page by resolving its path against the site's origin.
  server = http.createServer((req, res) => {
    const refusal = checkRequestLine(req);
    if (refusal) return sendHostRefusal(res, refusal);
    seen.push(req.url as string);
    res.writeHead(308, { location: new URL(`${req.url}`, "https://site.test").href }).end();
  });
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function expectUsualHeaders(headers: Record<string, string>) {
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["content-type"]).toBe("text/plain; charset=utf-8");
}

describe("requests Node's parser cannot read", () => {
  it.each(["TRACK / HTTP/1.1", "GET /a b HTTP/1.1", "G@T / HTTP/1.1"])(
    "%s → 400 with the usual headers",
    async (line) => {
      const answer = await rawRequest(port, line);
      expect(answer.status).toBe(400);
      expectUsualHeaders(answer.headers);
      expect(answer.body).toBe(PLAIN_MESSAGES.BAD_ADDRESS);
    },
  );
});

describe("the host refuses malformed request lines itself, with the usual headers", () => {
  it.each([
    ["TRACE / HTTP/1.1", 405],
    ["OPTIONS * HTTP/1.1", 405],
    ["GET * HTTP/1.1", 400],
    ["GET *?password=hunter22 HTTP/1.1", 400],
    ["GET /insight-blog/%ZZ HTTP/1.1", 400],
    ["GET /%E0%A4%A HTTP/1.1", 400],
    ["GET http://[bad/ HTTP/1.1", 400],
  ])("%s → %i and a plain sentence", async (line, status) => {
    const answer = await rawRequest(port, line);
    expect(answer.status).toBe(status);
    expectUsualHeaders(answer.headers);
    if (status === 405) {
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expect(answer.body).toBe(PLAIN_MESSAGES.METHOD_NOT_ALLOWED_HERE);
    } else expect(answer.body).toBe(PLAIN_MESSAGES.BAD_ADDRESS);
  });

  it("never redirects to the host named in an absolute-form target", async () => {
    for (const target of [
      "http://evil.example/",
      "https://evil.example/a?b=1",
      "//evil.example/",
      "///evil.example",
    ]) {
      const answer = await rawRequest(port, `GET ${target} HTTP/1.1`);
      expect(answer.status).toBe(308);
      expect(answer.headers.location).toMatch(/^https:\/\/site\.test\//);
    }
    expect(seen).toEqual(["/", "/a?b=1", "/evil.example/", "/evil.example"]);
  });

  it("lets well-formed requests through untouched", async () => {
    const answer = await rawRequest(port, "GET /insight-blog/a%20b?q=%ZZ HTTP/1.1");
    expect(answer.status).toBe(308);
    expect(seen.at(-1)).toBe("/insight-blog/a%20b?q=%ZZ");
  });
});
