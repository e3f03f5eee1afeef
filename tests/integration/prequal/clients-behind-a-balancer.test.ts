import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { applicants, applications, auditEvents } from "@/server/db/schema";
import { RATE_LIMITS } from "@/server/security/rate-limits";
import { sendFetchResponse, toFetchRequest } from "../../../host/fetch-bridge";
import { prequalWorldForEachTest } from "./prequal-world";

const it_ = prequalWorldForEachTest();
const CLIENTS = RATE_LIMITS.prequalDrafts.points + 10;

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * The host's bridge over the test world's API on a real socket: every request comes from this
 * machine's one address, as every request through a load balancer comes from the balancer's.
 */
async function siteBehind(trustedHops: number | undefined): Promise<string> {
  const { api } = it_.world;
  server = http.createServer((req, res) => {
    void api
      .handle(toFetchRequest(req, "http://localhost", trustedHops))
      .then((response) => sendFetchResponse(req, res, response, []))
      .catch(() => res.destroy());
  });
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

/** A call through the site with the balancer's X-Forwarded-For, as the browser's client sends it. */
function post(site: string, procedure: string, input: unknown, forwardedFor: string) {
  return fetch(`${site}/api/trpc/${procedure}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-same-origin": "1",
      "x-recaptcha-token": "sandbox.api_update.test",
      "x-forwarded-for": forwardedFor,
    },
    body: JSON.stringify({ json: input }),
  });
}

/** A browser's first prequalification answer, a new draft, with the balancer's X-Forwarded-For. */
function newDraft(site: string, forwardedFor: string) {
  return fetch(`${site}/api/trpc/prequal.saveStep`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-same-origin": "1",
      "x-recaptcha-token": "sandbox.api_update.test",
      "x-forwarded-for": forwardedFor,
    },
    body: JSON.stringify({
      json: { flow: "new", step: "listed-for-sale", answers: { listedForSale: "no" } },
    }),
  });
}

const client = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe(`behind a load balancer (TRUST_PROXY_HOPS, decision 100), ${CLIENTS} clients`, () => {
  it("are each counted on their own address when the balancer is trusted", async () => {
    const site = await siteBehind(1);
    for (let i = 0; i < CLIENTS; i++) {
      // The client's own forged entry on the left changes nothing: the balancer's entry is read.
      const answer = await newDraft(site, `203.0.113.66, ${client(i)}`);
      expect(answer.status, await answer.text()).toBe(200);
    }
    expect(await it_.db.$count(applications)).toBe(CLIENTS);
  });

  it("are counted as one address without the setting, whatever X-Forwarded-For they forge", async () => {
    const site = await siteBehind(0);
    const statuses: number[] = [];
    for (let i = 0; i < CLIENTS; i++) statuses.push((await newDraft(site, client(i))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.prequalDrafts.points);
    expect(statuses.slice(RATE_LIMITS.prequalDrafts.points)).toEqual(Array(10).fill(429));
    expect(await it_.db.$count(applications)).toBe(RATE_LIMITS.prequalDrafts.points);
  });

  it("are named in audit records by their own address when the balancer is trusted", async () => {
    const site = await siteBehind(1);
    const signUp = { email: "ann@mail.test", firstName: "Ann", lastName: "Lee", phone: "3025550142" };
    const answer = await post(site, "identity.signUp", signUp, "203.0.113.66, 198.51.100.44");
    expect(answer.status, await answer.text()).toBe(200);
    const [ann] = await it_.db.select().from(applicants).where(eq(applicants.email, "ann@mail.test"));
    const [record] = await it_.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `applicant:${ann?.id}`));
    expect(record).toMatchObject({ action: "applicant.signedUp", address: "198.51.100.44" });
  });
});
