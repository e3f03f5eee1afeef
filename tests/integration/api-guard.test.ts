import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAIN_MESSAGES } from "@/server/api/plain-messages";
import type { Connection } from "@/server/db/client";
import { apiUnderTest, ORIGIN } from "./support/api-client";
import { committedMigrations } from "./support/committed-migrations";
import { freshDatabase } from "./support/test-database";

let connection: Connection;
let api: ReturnType<typeof apiUnderTest>;

beforeAll(async () => {
  connection = await freshDatabase();
  api = apiUnderTest(connection);
});
afterAll(() => connection.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  api.handle(new Request(`${ORIGIN}/api/trpc/${path}`, { headers }));
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  api.handle(
    new Request(`${ORIGIN}/api/trpc/${path}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
    }),
  );
const sameOrigin = { "X-Same-Origin": "1" };
const writeHeaders = { ...sameOrigin, "X-Recaptcha-Token": "sandbox.api_update.t1" };
const validEvent = JSON.stringify({ json: { level: "error", code: "CLIENT_FETCH_ERROR", path: "/faq" } });

describe("the typed API refuses calls that did not come from the site (spec §7)", () => {
  it.each(["system.status", "no.such.procedure", "system.reportClientEvent"])(
    "answers 403 without X-Same-Origin: 1 on %s",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(403);
      const body = await response.json();
      expect(body.error.json.message).toMatch(/did not come from this site/);
    },
  );

  it("refuses a wrong X-Same-Origin value", async () => {
    expect((await get("system.status", { "X-Same-Origin": "0" })).status).toBe(403);
  });

  it("refuses a write without a bot-check token, with a message a person can act on", async () => {
    const response = await post("system.reportClientEvent", validEvent, sameOrigin);
    expect(response.status).toBe(403);
    expect((await response.json()).error.json.message).toMatch(/Reload the page/);
  });

  it("refuses a write whose token was made for another action", async () => {
    const response = await post("system.reportClientEvent", validEvent, {
      ...sameOrigin,
      "X-Recaptcha-Token": "sandbox.login.t1",
    });
    expect(response.status).toBe(403);
  });

  it("accepts a write with both headers", async () => {
    const response = await post("system.reportClientEvent", validEvent, writeHeaders);
    expect(response.status).toBe(200);
  });
});

describe("bad input gets a 4xx with a clear message, never a 500", () => {
  it("answers 400 to a malformed JSON body", async () => {
    const response = await post("system.reportClientEvent", "{not json", writeHeaders);
    expect(response.status).toBe(400);
    expect((await response.json()).error.json.message).toBe(PLAIN_MESSAGES.PARSE_ERROR);
  });

  it("answers 413 to a body over 1 MB, declared or not", async () => {
    const big = JSON.stringify({ json: { pad: "x".repeat(1_100_000) } });
    const declared = await post("system.reportClientEvent", big, {
      ...writeHeaders,
      "content-length": String(big.length),
    });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const undeclared = await api.handle(
      new Request(`${ORIGIN}/api/trpc/system.reportClientEvent`, {
        method: "POST",
        body: stream,
        headers: writeHeaders,
        duplex: "half",
      } as RequestInit),
    );
    expect(undeclared.status).toBe(413);
    expect((await undeclared.json()).error.json.message).toMatch(/larger than 1 MB/);
  });

  it("answers 405 to a query sent as POST and to other methods", async () => {
    const queryAsPost = await post("system.status", "{}", writeHeaders);
    expect(queryAsPost.status).toBe(405);
    expect((await queryAsPost.json()).error.json.message).toBe(PLAIN_MESSAGES.METHOD_NOT_SUPPORTED);
    const del = await api.handle(
      new Request(`${ORIGIN}/api/trpc/system.status`, { method: "DELETE", headers: sameOrigin }),
    );
    expect(del.status).toBe(405);
  });

  it("answers 404 to an unknown procedure", async () => {
    expect((await get("no.such.procedure", sameOrigin)).status).toBe(404);
  });

  it("returns validation failures as field errors", async () => {
    const response = await post(
      "system.reportClientEvent",
      JSON.stringify({ json: { level: "error", code: "lower case", path: "faq" } }),
      writeHeaders,
    );
    expect(response.status).toBe(400);
    const { data, message } = (await response.json()).error.json;
    expect(message).toBe("Some answers need another look.");
    expect(data.fieldErrors).toEqual({
      code: ["Use an upper-case code such as CLIENT_FETCH_ERROR"],
      path: ["Give the page path, starting with /"],
    });
    expect(JSON.stringify(data)).not.toMatch(/stack|at \//);
  });
});

describe("the browser's client configuration", () => {
  it("reads with GET and writes with POST, adding both headers itself", async () => {
    await expect(api.client.system.status.query()).resolves.toMatchObject({
      reachable: true,
      migrations: committedMigrations(),
    });
    await expect(
      api.client.system.reportClientEvent.mutate({
        level: "warn",
        code: "CLIENT_FETCH_ERROR",
        path: "/faq",
      }),
    ).resolves.toEqual({ recorded: true });
    const line = api.logLines.find((l) => l.includes("client event"));
    expect(JSON.parse(line ?? "{}")).toMatchObject({ event: "CLIENT_FETCH_ERROR", path: "/faq" });
  });
});

describe("when the database cannot be reached", () => {
  it("answers with a plain sentence and the request id, and logs the failure with that id but no internals", async () => {
    const failing = apiUnderTest(connection, {
      database: async () => {
        throw new Error("connect ECONNREFUSED 10.0.0.5:5432 password=hunter22");
      },
    });
    const response = await failing.handle(
      new Request(`${ORIGIN}/api/trpc/system.status`, {
        headers: { ...sameOrigin, "x-request-id": "lb-req-000042" },
      }),
    );
    expect(response.status).toBe(503);
    const { message, data } = (await response.json()).error.json;
    expect(message).toBe(PLAIN_MESSAGES.UNAVAILABLE);
    expect(data.requestId).toBe("lb-req-000042");
    const logged = failing.logLines.join("");
    expect(JSON.parse(failing.logLines[0] ?? "{}")).toMatchObject({
      requestId: "lb-req-000042",
      msg: "database unavailable",
    });
    expect(logged).not.toMatch(/hunter22|ECONNREFUSED|10\.0\.0\.5/);
  });
});
