import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../src/server/log";
import { routeConsoleToLog } from "./console-to-log";

function routedConsole() {
  const lines: string[] = [];
  const logger = createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
    "debug",
  );
  const target = { error() {}, warn() {}, log() {}, info() {}, debug() {}, trace() {} } as Pick<
    Console,
    "error" | "warn" | "log" | "info" | "debug" | "trace"
  >;
  routeConsoleToLog(target, logger);
  return { target, lines, parsed: () => lines.map((line) => JSON.parse(line)) };
}

describe("what libraries print goes through the redacting logger", () => {
  it("logs Next's Server Action error by kind only, at error level, without what the request carried", () => {
    const { target, lines, parsed } = routedConsole();
    const error = new Error(
      'Failed to find Server Action "x". This request might be from an older deployment.',
    );
    target.error(error, "while handling /apply?email=ann@example.com#ssn=123456789");
    expect(lines).toHaveLength(1);
    const [line] = parsed();
    expect(line).toMatchObject({
      level: 50,
      source: "console",
      msg: "while handling /apply",
      err: { type: "Error" },
    });
    expect(lines[0]).not.toMatch(/ann@example|123456789|Server Action "x"/);
  });

  it("keeps a raw request line's query string out of the log", () => {
    const { target, lines } = routedConsole();
    target.warn("Failed to parse the request line GET *?password=hunter22&ssn=123-45-6789 HTTP/1.1");
    expect(lines[0]).toContain("GET * HTTP/1.1");
    expect(lines[0]).not.toMatch(/hunter22|123-45-6789/);
  });

  it("maps each console method to a level and censors objects by field name", () => {
    const { target, parsed } = routedConsole();
    target.log("serving");
    target.info({ token: "tok-abc", url: "/x?y=1" });
    target.debug("detail");
    const [log, info, debug] = parsed();
    expect(log).toMatchObject({ level: 30, msg: "serving" });
    expect(info).toMatchObject({ level: 30, details: [{ token: "[redacted]", url: "/x" }] });
    expect(debug).toMatchObject({ level: 20, msg: "detail" });
  });
});
