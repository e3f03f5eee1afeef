import { afterEach, describe, expect, it } from "vitest";
import { LoanSystemUnavailable } from "@/domain/ports/loan-system-export";
import {
  type ScriptedAnswer,
  type ScriptedRequest,
  startScriptedServer,
} from "../scripted-server.test-support";
import { byteLoanSystem } from "./adapter";

const FILE = { applicationId: "app-1", mismoXml: "<MESSAGE/>" };

/** Byte as decision 080 assumes it: a session token, files in memory, faults queued. */
function byte() {
  const files: { fileDataID: number; loanNumber: string; externalId: string; imports: number }[] = [];
  const faults: ScriptedAnswer[] = [];
  const tokens: string[] = [];
  let statusCode = 16;
  const route = (r: ScriptedRequest): ScriptedAnswer => {
    if (r.path === "/byteapi/auth/token") {
      const body = JSON.parse(r.body) as { authorizationKey: string };
      if (body.authorizationKey !== "auth") return [401, { Message: "bad key" }];
      tokens.push(`t${tokens.length + 1}`);
      return [200, { token: tokens.at(-1) }];
    }
    if (r.headers.authorization !== `Bearer ${tokens.at(-1)}`) return [401, { Message: "session ended" }];
    const fault = faults.shift();
    if (fault) return fault;
    if (r.method === "GET" && r.path === "/byteapi/loans")
      return [200, files.filter((f) => f.externalId === r.query.get("externalId"))];
    if (r.path === "/byteapi/loans/import") {
      const file = {
        fileDataID: 501 + files.length,
        loanNumber: `B-${files.length + 1}`,
        externalId: r.query.get("externalId") ?? "",
        imports: 1,
      };
      files.push(file);
      return [201, file];
    }
    const file = files.find((f) => r.path.startsWith(`/byteapi/loans/${f.fileDataID}/`));
    if (!file) return [404, { Message: "no such file" }];
    if (r.path.endsWith("/import")) {
      file.imports += 1;
      return [200, {}];
    }
    return [
      200,
      { statusCode, conditions: [{ conditionID: 3, description: "Payoff letter", cleared: true }] },
    ];
  };
  return {
    files,
    faults,
    tokens,
    route,
    setStatus: (code: number) => {
      statusCode = code;
    },
  };
}

let close: () => Promise<void> = async () => {};
afterEach(() => close());

async function started(timeoutMs = 3000) {
  const b = byte();
  const server = await startScriptedServer(b.route);
  close = server.close;
  const los = byteLoanSystem({
    baseUrl: server.url,
    username: "u",
    password: "p",
    authKey: "auth",
    backoffMs: 5,
    timeoutMs,
    attempts: 2,
  });
  return { b, los };
}

describe("Byte adapter", () => {
  it("imports a file carrying the application id, finds it by that id and re-imports updates", async () => {
    const { b, los } = await started();
    expect(await los.findLoan(FILE.applicationId)).toBeNull();
    const loan = await los.createLoan(FILE);
    expect(loan).toEqual({ loanId: "501", loanNumber: "B-1" });
    expect(await los.findLoan(FILE.applicationId)).toEqual(loan);
    await los.updateLoan(loan, FILE);
    expect(b.files[0]?.imports).toBe(2);
    expect(b.tokens).toHaveLength(1);
  });

  it("maps Byte's status codes to milestones, and a lender's custom code to none", async () => {
    const { b, los } = await started();
    const loan = await los.createLoan(FILE);
    expect((await los.loanStatus(loan)).milestone).toBe("clearToClose");
    b.setStatus(4);
    expect((await los.loanStatus(loan)).milestone).toBe("submitted");
    b.setStatus(63);
    expect(await los.loanStatus(loan)).toEqual({
      milestone: null,
      conditions: [{ id: "3", title: "Payoff letter", cleared: true }],
    });
  });

  it("signs in again when Byte ends the session", async () => {
    const { b, los } = await started();
    await los.findLoan("a");
    b.tokens.push("elsewhere"); // the session the adapter holds is no longer Byte's latest
    await los.findLoan("b");
    expect(b.tokens).toHaveLength(3);
  });

  it("stops after its tries when Byte keeps answering slowly", async () => {
    const { b, los } = await started(300);
    await los.findLoan("warm"); // signed in before the slow answers
    b.faults.push([200, [], 1000], [200, [], 1000]);
    await expect(los.findLoan("a")).rejects.toThrow(
      new LoanSystemUnavailable("Byte did not answer within 300 ms, 2 times in a row."),
    );
  });
});
