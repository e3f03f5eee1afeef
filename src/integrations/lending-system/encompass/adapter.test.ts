import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LoanSystemRefusal, LoanSystemUnavailable } from "@/domain/ports/loan-system-export";
import { encompassLoanSystem } from "./adapter";
import { startEncompassServer } from "./encompass-server.test-support";

const FILE = { applicationId: "0b9f1a0e-5f8e-4a57-9d55-0a4a3b9c1d11", mismoXml: "<MESSAGE/>" };

let server: Awaited<ReturnType<typeof startEncompassServer>>;
const adapter = (options: Partial<Parameters<typeof encompassLoanSystem>[0]> = {}) =>
  encompassLoanSystem({
    baseUrl: server.url,
    clientId: "site",
    clientSecret: "secret",
    backoffMs: 5,
    timeoutMs: 2000,
    ...options,
  });

beforeEach(async () => {
  server = await startEncompassServer({ concurrencyLimit: 3 });
});
afterEach(() => server.close());

describe("Encompass adapter", () => {
  it("turns the MISMO file into a loan through the converter, then creates it carrying the application id", async () => {
    const los = adapter();
    expect(await los.findLoan(FILE.applicationId)).toBeNull();
    const loan = await los.createLoan(FILE);
    expect(loan.loanNumber).toMatch(/^2611\d{6}$/);
    expect(server.calls).toEqual([
      "POST /oauth2/v1/token",
      "POST /encompass/v3/loanPipeline",
      "POST /encompass/v3/converter/loans",
      "POST /encompass/v3/loans",
    ]);
    expect(await los.findLoan(FILE.applicationId)).toEqual(loan);
  });

  it("asks for one token and keeps it until it expires; a token Encompass stops accepting is renewed once", async () => {
    const los = adapter();
    await Promise.all([los.findLoan("a"), los.findLoan("b"), los.findLoan("c")]);
    expect(server.tokenRequests()).toBe(1);
    server.expireTokens();
    await los.findLoan("d");
    expect(server.tokenRequests()).toBe(2);
  });

  it("renews a token before it runs out rather than sending it stale", async () => {
    await server.close();
    server = await startEncompassServer({ tokenSeconds: 60 });
    const los = adapter();
    await los.findLoan("a");
    await los.findLoan("b");
    expect(server.tokenRequests()).toBe(2);
  });

  it("refuses to start with wrong credentials, in words naming the settings", async () => {
    await expect(adapter({ clientSecret: "wrong" }).findLoan("a")).rejects.toThrow(
      /refused the site's credentials.*Encompass settings/,
    );
  });

  it("takes a lock before importing an update and lets it go afterwards", async () => {
    const los = adapter();
    const loan = await los.createLoan(FILE);
    server.calls.length = 0;
    await los.updateLoan(loan, FILE);
    expect(server.calls).toEqual([
      "POST /encompass/v3/resourceLocks",
      `POST /encompass/v3/loans/${loan.loanId}/importer`,
      expect.stringMatching(/^DELETE \/encompass\/v3\/resourceLocks\//),
    ]);
    expect(server.loans.get(loan.loanId)?.imports).toBe(1);
    expect(server.locks.size).toBe(0);
  });

  it("lets the lock go when the import is refused, and reports what Encompass said", async () => {
    const los = adapter();
    const loan = await los.createLoan(FILE);
    server.fault(`/encompass/v3/loans/${loan.loanId}/importer`, {
      status: 409,
      body: JSON.stringify({ summary: "Conflict", details: "Loan is in a closed folder" }),
    });
    const refusal = await los.updateLoan(loan, FILE).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(LoanSystemRefusal);
    expect((refusal as LoanSystemRefusal).reason).toBe("Conflict: Loan is in a closed folder");
    expect(server.locks.size).toBe(0);
  });

  it("retries 429 and 5xx with backoff, honouring Retry-After", async () => {
    const los = adapter();
    server.fault(
      "/encompass/v3/loanPipeline",
      { status: 429, retryAfter: "0" },
      { status: 503 },
      { status: 500 },
    );
    expect(await los.findLoan("a")).toBeNull();
    expect(server.calls.filter((c) => c.endsWith("loanPipeline"))).toHaveLength(4);
  });

  it("gives up after its tries with the reason in plain words", async () => {
    const los = adapter({ attempts: 2 });
    server.fault("/encompass/v3/loanPipeline", { status: 502 }, { status: 502 });
    await expect(los.findLoan("a")).rejects.toThrow(
      new LoanSystemUnavailable("Encompass failed (502), 2 times in a row."),
    );
  });

  it("abandons a slow answer after its timeout and retries it", async () => {
    const los = adapter({ timeoutMs: 100, attempts: 2 });
    server.fault("/encompass/v3/loanPipeline", { status: 200, delayMs: 400 }, { status: 200, delayMs: 400 });
    await expect(los.findLoan("a")).rejects.toThrow(
      "Encompass did not answer within 100 ms, 2 times in a row.",
    );
  });

  it("keeps under the concurrency Encompass announces, so no call is turned away with 429", async () => {
    const los = adapter();
    await los.findLoan("first"); // learns X-Concurrency-Limit-Limit: 3
    server.resetMostInFlight();
    await Promise.all(Array.from({ length: 12 }, (_, i) => los.findLoan(`app-${i}`)));
    expect(server.mostInFlight()).toBeLessThanOrEqual(3);
  });
});
