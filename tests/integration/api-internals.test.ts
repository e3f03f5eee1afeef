import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATCH_ALLOWANCE } from "@/server/api/batch-allowance";
import { isPlainMessage, PLAIN_MESSAGES } from "@/server/api/plain-messages";
import { MAX_BATCH_SIZE } from "@/server/api/request-guard";
import { CLIENT_ADDRESS_HEADER } from "@/server/auth/client-address";
import type { Connection } from "@/server/db/client";
import { apiUnderTest, ORIGIN } from "./support/api-client";
import { freshDatabase } from "./support/test-database";

let connection: Connection;
let api: ReturnType<typeof apiUnderTest>;

beforeAll(async () => {
  connection = await freshDatabase();
  api = apiUnderTest(connection);
});
afterAll(() => connection.close());

const sameOrigin = { "x-same-origin": "1" };
const write = {
  ...sameOrigin,
  "x-recaptcha-token": "sandbox.api_update.t1",
  "content-type": "application/json",
};
const get = (path: string) => api.handle(new Request(`${ORIGIN}/api/trpc/${path}`, { headers: sameOrigin }));
const post = (path: string, body: string, headers: Record<string, string> = write) =>
  api.handle(new Request(`${ORIGIN}/api/trpc/${path}`, { method: "POST", headers, body }));
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/** The envelope's message and request id, checking they are ours. */
async function plainAnswer(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const text = await response.text();
  const envelope = JSON.parse(text);
  const { message, data } = (Array.isArray(envelope) ? envelope[0] : envelope).error.json;
  expect(isPlainMessage(message), message).toBe(true);
  expect(data.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers.get("x-request-id")).toBe(data.requestId);
  expect(text).not.toMatch(/__proto__|superjson|https?:|call stack|Cannot mix|content-type/i);
  return { message, data, length: text.length };
}

describe("batched calls are limited by size × rate per address (issue 19)", () => {
  const batchFrom = (address: string, size: number, method: "GET" | "POST" = "GET") =>
    api.handle(
      new Request(
        `${ORIGIN}/api/trpc/${Array.from({ length: size }, () => "system.status").join(",")}?batch=1`,
        {
          method,
          headers: { ...(method === "GET" ? sameOrigin : write), [CLIENT_ADDRESS_HEADER]: address },
          ...(method === "POST" ? { body: "{}" } : {}),
        },
      ),
    );

  it(`refuses the batch that would pass ${BATCH_ALLOWANCE.points} procedures in ${BATCH_ALLOWANCE.durationSeconds} s with 429, the wait in its sentence and Retry-After`, async () => {
    const address = "198.51.100.21";
    const batches = BATCH_ALLOWANCE.points / MAX_BATCH_SIZE;
    for (let i = 0; i < batches; i++) expect((await batchFrom(address, MAX_BATCH_SIZE)).status).toBe(200);
    const refused = await batchFrom(address, 2);
    expect(refused.status).toBe(429);
    const { message, data } = JSON.parse(await refused.text()).error.json;
    expect(message).toMatch(/^Too many requests at once from your network\. Try again in \d+ seconds?\.$/);
    expect(data.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // A single call is not a batch, and another address has its own allowance.
    expect((await get("system.status")).status).toBe(200);
    expect((await batchFrom("198.51.100.22", MAX_BATCH_SIZE)).status).toBe(200);
  });
});

describe("a batch is capped before any procedure runs", () => {
  it(`refuses more than ${MAX_BATCH_SIZE} names with 400 and says it once`, async () => {
    const names = Array.from({ length: 7000 }, () => "system.status").join(",");
    const response = await get(`${names}?batch=1`);
    expect(response.status).toBe(400);
    const { message, length } = await plainAnswer(response);
    expect(message).toBe(PLAIN_MESSAGES.TOO_MANY_AT_ONCE);
    expect(length).toBeLessThan(1000);
  });

  it("answers any refusal of a batch with one envelope, not one per name", async () => {
    const names = Array.from({ length: 5000 }, () => "a").join(",");
    const response = await api.handle(new Request(`${ORIGIN}/api/trpc/${names}?batch=1`));
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(text.length).toBeLessThan(1000);
    expect(JSON.parse(text).error.json.message).toBe(PLAIN_MESSAGES.NOT_SAME_ORIGIN);
  });

  it(`serves a batch of ${MAX_BATCH_SIZE}`, async () => {
    const names = Array.from({ length: MAX_BATCH_SIZE }, () => "system.status").join(",");
    const response = await get(`${names}?batch=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(MAX_BATCH_SIZE);
  });

  it("the browser's client splits larger batches so it is never refused", async () => {
    const reads = Array.from({ length: MAX_BATCH_SIZE * 2 + 1 }, () => api.client.system.status.query());
    const answers = await Promise.all(reads);
    expect(answers.every((a) => a.reachable)).toBe(true);
  });

  it("a refusal of a batch reaches every call of the client's batch", async () => {
    const refusing = apiUnderTest(connection, { database: () => Promise.reject(new Error("down")) });
    const results = await Promise.allSettled([
      refusing.client.system.status.query(),
      refusing.client.system.status.query(),
    ]);
    for (const result of results) {
      expect(result.status).toBe("rejected");
      expect((result as PromiseRejectedResult).reason.message).toBe(PLAIN_MESSAGES.UNAVAILABLE);
    }
  });
});

describe("parser and library messages never reach the caller", () => {
  it("hides superjson's refusal of __proto__ in the metadata", async () => {
    const body =
      '{"json":{"level":"warn","code":"CLIENT_X","path":"/"},"meta":{"values":{"__proto__":["undefined"]}}}';
    const response = await post("system.reportClientEvent", body);
    expect(response.status).toBe(400);
    expect((await plainAnswer(response)).message).toBe(PLAIN_MESSAGES.PARSE_ERROR);
  });

  it("hides superjson's unknown-class message and its link", async () => {
    const body =
      '{"json":{"level":"warn","code":"CLIENT_X","path":"/"},"meta":{"values":{"level":[["class","Foo"]]}}}';
    const response = await post("system.reportClientEvent", body);
    expect(response.status).toBe(400);
    expect((await plainAnswer(response)).message).toBe(PLAIN_MESSAGES.PARSE_ERROR);
  });

  it("hides the engine's stack overflow on deeply nested metadata", async () => {
    const body = `{"json":{"a":1},"meta":{"values":{"a":${nested(20_000)}}}}`;
    const response = await post("system.reportClientEvent", body);
    expect(response.status).toBe(400);
    expect((await plainAnswer(response)).message).toBe(PLAIN_MESSAGES.PARSE_ERROR);
  });

  it("answers a batch mixing a query and a mutation with 400, by GET or POST", async () => {
    for (const response of [
      await get("system.status,system.reportClientEvent?batch=1"),
      await post("system.status,system.reportClientEvent?batch=1", "{}"),
    ]) {
      expect(response.status).toBe(400);
      expect((await plainAnswer(response)).message).toBe(PLAIN_MESSAGES.PARSE_ERROR);
    }
  });

  it("answers a body that is not JSON with 415 in the envelope, with the request id", async () => {
    for (const contentType of ["text/plain", "multipart/form-data; boundary=x", "application/octet-stream"]) {
      const response = await post("system.reportClientEvent", "{}", {
        ...write,
        "content-type": contentType,
      });
      expect(response.status).toBe(415);
      expect((await plainAnswer(response)).message).toBe(PLAIN_MESSAGES.NOT_JSON);
    }
    const { "content-type": _, ...withoutType } = write;
    const missing = await post("system.reportClientEvent", "{}", withoutType);
    expect(missing.status).toBe(415);
    await plainAnswer(missing);
  });
});

describe("a reported client event names a route, never what was typed", () => {
  it.each(["/faq?email=a@b.example", "/faq#ssn=123456789", "/faq;jsessionid=1", "/FAQ", "/faq%20x", "/a b"])(
    "refuses %s with a field message",
    async (path) => {
      const body = JSON.stringify({ json: { level: "warn", code: "CLIENT_FETCH_ERROR", path } });
      const response = await post("system.reportClientEvent", body);
      expect(response.status).toBe(400);
      const { data } = await plainAnswer(response);
      expect(data.fieldErrors.path[0]).toMatch(/route only/);
      expect(api.logLines.join("")).not.toContain(path);
    },
  );

  it("accepts a route pattern", async () => {
    const body = JSON.stringify({
      json: { level: "warn", code: "CLIENT_FETCH_ERROR", path: "/application/[id]/documents" },
    });
    expect((await post("system.reportClientEvent", body)).status).toBe(200);
  });
});
