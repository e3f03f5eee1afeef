import { describe, expect, it } from "vitest";
import { prequalWorldForEachTest } from "./prequal/prequal-world";
import { ORIGIN } from "./support/api-client";
import { newFlowToOffer, person } from "./support/prequal-journeys";

const it_ = prequalWorldForEachTest();
const REQUEST_ID = "0b9f3c1e-2d4a-4f6b-8c7d-9e0a1b2c3d4e";

const input = (value: unknown) => encodeURIComponent(JSON.stringify({ json: value }));
const batchInput = (...values: unknown[]) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(values.map((value, i) => [i, { json: value }]))));

/**
 * Each GET call answered twice through the real handler: by the query path (decision 052) and by
 * tRPC's fetch adapter, which a `trpc-accept` header that asks for nothing streamed still chooses.
 */
async function bothAnswers(path: string, cookie?: string) {
  const { handle } = it_.world.api;
  const ask = async (adapter: boolean) => {
    const headers = new Headers({ "x-same-origin": "1", "x-request-id": REQUEST_ID });
    if (cookie) headers.set("cookie", cookie);
    if (adapter) headers.set("trpc-accept", "application/json");
    const response = await handle(new Request(`${ORIGIN}/api/trpc/${path}`, { headers }));
    return {
      status: response.status,
      body: await response.json(),
      contentType: response.headers.get("content-type"),
      cacheControl: response.headers.get("cache-control"),
      requestId: response.headers.get("x-request-id"),
    };
  };
  return { fast: await ask(false), adapter: await ask(true) };
}

describe("GET calls answered without tRPC's fetch adapter say what the adapter says (decision 052)", () => {
  it("answers single and batched queries, refusals and failures as the adapter does, call by call", async () => {
    const b = it_.world.browser();
    const ann = person("Lee");
    await newFlowToOffer(it_.world, b, ann);
    const cookie = [...b.jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const calls = [
      `quote.current?input=${input({ email: ann.email, fetchOriginationFee: true })}`,
      `quote.current?input=${input({ email: "someone.else@mail.test" })}`,
      `quote.current?input=${input({ email: "not an address" })}`,
      `quote.current?input=%7Bnot%20json`,
      "system.status?input=%7Bnot%20json",
      "system.status",
      `prequal.journey,quote.current?batch=1&input=${batchInput({ flow: "new" }, { email: ann.email })}`,
      `prequal.journey,quote.current?batch=1&input=${batchInput({ flow: "sideways" }, { email: ann.email })}`,
      "quote.current,system.status?batch=1&input=%5B1%5D",
      "no.such.procedure",
      "prequal.pullCredit",
      "quote.current%2Csystem.status?batch=1",
    ];
    for (const call of calls) {
      const { fast, adapter } = await bothAnswers(call, cookie);
      expect(fast, call).toEqual(adapter);
    }
    // Without a session, as the adapter refuses it too.
    const anonymous = await bothAnswers(`quote.current?input=${input({ email: ann.email })}`);
    expect(anonymous.fast.status).toBe(401);
    expect(anonymous.fast).toEqual(anonymous.adapter);
  });
});
