import { afterEach, describe, expect, it } from "vitest";
import { LoanSystemRefusal } from "@/domain/ports/loan-system-export";
import {
  type ScriptedAnswer,
  type ScriptedRequest,
  startScriptedServer,
} from "../scripted-server.test-support";
import { lendingPadLoanSystem } from "./adapter";
import { webhooks } from "./transform";

const FILE = { applicationId: "app-1", mismoXml: "<MESSAGE/>" };

/** Lending Pad as decision 080 assumes it, holding its loans in memory, with faults queued per path. */
function lendingPad() {
  const loans: { id: string; loanNumber: string; externalId: string; imports: number }[] = [];
  const faults: ScriptedAnswer[] = [];
  const route = (r: ScriptedRequest): ScriptedAnswer => {
    if (r.headers.authorization !== "Bearer key") return [401, { error: { message: "bad key" } }];
    const fault = faults.shift();
    if (fault) return fault;
    if (r.method === "GET" && r.path === "/api/v1/loans")
      return [200, { loans: loans.filter((l) => l.externalId === r.query.get("externalId")) }];
    if (r.method === "POST" && r.path === "/api/v1/loans/import") {
      if (r.query.get("format") !== "mismo34") return [400, { error: { message: "format" } }];
      const loan = {
        id: `lp-${loans.length + 1}`,
        loanNumber: `LP${1000 + loans.length}`,
        externalId: r.query.get("externalId") ?? "",
        imports: 1,
      };
      loans.push(loan);
      return [201, { id: loan.id, loanNumber: loan.loanNumber }];
    }
    const loan = loans.find((l) => r.path.startsWith(`/api/v1/loans/${l.id}`));
    if (!loan) return [404, { error: { message: "no such loan" } }];
    if (r.path.endsWith("/import")) {
      loan.imports += 1;
      return [200, {}];
    }
    return [
      200,
      {
        milestone: "Approved with Conditions",
        conditions: [{ id: "7", description: "Appraisal", status: "open" }],
      },
    ];
  };
  return { loans, faults, route };
}

let close: () => Promise<void> = async () => {};
afterEach(() => close());

async function started(timeoutMs = 3000) {
  const lp = lendingPad();
  const server = await startScriptedServer(lp.route);
  close = server.close;
  const los = lendingPadLoanSystem({ baseUrl: server.url, apiKey: "key", backoffMs: 5, timeoutMs });
  return { lp, server, los };
}

describe("Lending Pad adapter", () => {
  it("imports the file as a loan carrying the application id, finds it again by that id and re-imports updates", async () => {
    const { lp, los } = await started();
    expect(await los.findLoan(FILE.applicationId)).toBeNull();
    const loan = await los.createLoan(FILE);
    expect(await los.findLoan(FILE.applicationId)).toEqual(loan);
    await los.updateLoan(loan, FILE);
    expect(lp.loans).toEqual([{ id: "lp-1", loanNumber: "LP1000", externalId: "app-1", imports: 2 }]);
  });

  it("reads the milestone and conditions in our words", async () => {
    const { los } = await started();
    const loan = await los.createLoan(FILE);
    expect(await los.loanStatus(loan)).toEqual({
      milestone: "conditionallyApproved",
      conditions: [{ id: "7", title: "Appraisal", cleared: false }],
    });
  });

  it("retries a 5xx and a slow answer, and reports a refusal in Lending Pad's words", async () => {
    const { lp, los } = await started(300);
    lp.faults.push([503, {}], [200, { loans: [] }, 1000]);
    expect(await los.findLoan("x")).toBeNull();
    lp.faults.push([409, { error: { message: "Duplicate borrower SSN in pipeline" } }]);
    await expect(los.createLoan(FILE)).rejects.toThrow(
      new LoanSystemRefusal("Duplicate borrower SSN in pipeline"),
    );
  });

  it("reads a signed batch of milestone events", () => {
    const body = JSON.stringify({
      events: [
        { id: "e1", loanId: "lp-1", occurredAt: "2026-11-27T10:00:00Z", milestone: "Processing" },
        { id: "e2", loanId: "lp-2", occurredAt: "2026-11-27T10:01:00Z", milestone: "Funded" },
      ],
    });
    expect(webhooks.events(body).map((e) => e.loanId)).toEqual(["lp-1", "lp-2"]);
    expect(webhooks.sign(body, "k")).toMatch(/^[0-9a-f]{64}$/);
  });
});
