import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { APPLICATION_ID_FIELD } from "./transform";

type Loan = { id: string; loanNumber: string; applicationId: string; imports: number };

/** A fault the next matching calls get, in order. */
export type Fault = { status: number; body?: string; delayMs?: number; retryAfter?: string };

/**
 * An Encompass-shaped server for the adapter's tests: the token endpoint, the pipeline, the
 * converter, create, locks, the importer, milestones and conditions, with the concurrency headers
 * and 429 past `concurrencyLimit` calls at once. `faults` queue answers for a path.
 */
export async function startEncompassServer(
  options: { concurrencyLimit?: number; tokenSeconds?: number } = {},
) {
  const limit = options.concurrencyLimit ?? 30;
  const loans = new Map<string, Loan>();
  const tokens = new Set<string>();
  const calls: string[] = [];
  const faults = new Map<string, Fault[]>();
  const locks = new Map<string, string>();
  let inFlight = 0;
  let mostInFlight = 0;
  let tokenRequests = 0;

  const read = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });

  async function answer(req: http.IncomingMessage, url: URL, body: string): Promise<[number, unknown]> {
    const path = url.pathname;
    if (path === "/oauth2/v1/token") {
      tokenRequests += 1;
      const form = new URLSearchParams(body);
      if (form.get("grant_type") !== "client_credentials" || form.get("client_secret") !== "secret")
        return [401, { summary: "Unauthorized", details: "bad client" }];
      const token = randomUUID();
      tokens.add(token);
      return [200, { access_token: token, token_type: "Bearer", expires_in: options.tokenSeconds ?? 1800 }];
    }
    if (!tokens.has((req.headers.authorization ?? "").replace(/^Bearer /, "")))
      return [401, { summary: "Unauthorized", details: "token" }];
    if (path === "/encompass/v3/loanPipeline") {
      const query = JSON.parse(body) as { filter: { value: string } };
      const found = [...loans.values()].filter((l) => l.applicationId === query.filter.value);
      return [200, found.map((l) => ({ loanId: l.id, fields: { "Loan.LoanNumber": l.loanNumber } }))];
    }
    if (path === "/encompass/v3/converter/loans") {
      if (!body.includes("<MESSAGE")) return [400, { summary: "Bad Request", details: "not MISMO" }];
      return [200, { applications: [{ borrower: {} }], customFields: [] }];
    }
    if (path === "/encompass/v3/loans" && req.method === "POST") {
      const loan = JSON.parse(body) as { customFields: { fieldName: string; stringValue: string }[] };
      const field = loan.customFields.find((f) => f.fieldName === APPLICATION_ID_FIELD);
      const created: Loan = {
        id: randomUUID(),
        loanNumber: `2611${String(loans.size + 1).padStart(6, "0")}`,
        applicationId: field?.stringValue ?? "",
        imports: 0,
      };
      loans.set(created.id, created);
      return [201, { id: created.id, loanNumber: created.loanNumber }];
    }
    if (path === "/encompass/v3/resourceLocks" && req.method === "POST") {
      const { resource } = JSON.parse(body) as { resource: { entityId: string } };
      if (locks.has(resource.entityId)) return [409, { summary: "Conflict", details: "Loan is locked" }];
      const id = randomUUID();
      locks.set(resource.entityId, id);
      return [201, { id }];
    }
    if (path.startsWith("/encompass/v3/resourceLocks/") && req.method === "DELETE") {
      locks.delete(url.searchParams.get("resourceId") ?? "");
      return [204, null];
    }
    const loanPath = /^\/encompass\/v3\/loans\/([^/]+)\/(importer|milestones|conditions\/underwriting)$/.exec(
      path,
    );
    const loan = loanPath ? loans.get(decodeURIComponent(loanPath[1] as string)) : undefined;
    if (!loanPath || !loan) return [404, { summary: "Not Found", details: "no such loan" }];
    if (loanPath[2] === "importer") {
      if (locks.get(loan.id) !== url.searchParams.get("lockId"))
        return [409, { summary: "Conflict", details: "The loan must be locked before it is imported into." }];
      loan.imports += 1;
      return [200, {}];
    }
    if (loanPath[2] === "milestones")
      return [
        200,
        [
          { milestoneName: "Started", doneIndicator: true },
          { milestoneName: "Processing", doneIndicator: true },
          { milestoneName: "Submittal", doneIndicator: true },
          { milestoneName: "Cond. Approval", doneIndicator: true },
          { milestoneName: "Approval", doneIndicator: false },
        ],
      ];
    return [
      200,
      [
        { id: "c-1", title: "Hazard insurance declarations page", status: "Open" },
        { id: "c-2", title: "Verbal verification of employment", status: "Cleared" },
      ],
    ];
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    calls.push(`${req.method} ${url.pathname}`);
    const body = await read(req);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      const headers = {
        "content-type": "application/json",
        "x-concurrency-limit-limit": String(limit),
        "x-concurrency-limit-remaining": String(Math.max(0, limit - inFlight)),
      };
      const fault = faults.get(url.pathname)?.shift();
      if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault) {
        res.writeHead(fault.status, {
          ...headers,
          ...(fault.retryAfter ? { "retry-after": fault.retryAfter } : {}),
        });
        return res.end(
          fault.body ?? JSON.stringify({ summary: "Fault", details: `answered ${fault.status}` }),
        );
      }
      if (inFlight > limit) {
        res.writeHead(429, headers);
        return res.end(JSON.stringify({ summary: "Too Many Requests" }));
      }
      await new Promise((r) => setTimeout(r, 5));
      const [status, payload] = await answer(req, url, body);
      res.writeHead(status, headers);
      res.end(payload === null ? undefined : JSON.stringify(payload));
    } finally {
      inFlight -= 1;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    loans,
    calls,
    locks,
    fault: (path: string, ...list: Fault[]) => faults.set(path, [...(faults.get(path) ?? []), ...list]),
    expireTokens: () => tokens.clear(),
    tokenRequests: () => tokenRequests,
    mostInFlight: () => mostInFlight,
    resetMostInFlight: () => {
      mostInFlight = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
