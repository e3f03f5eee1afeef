import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, safeError } from "./log";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(stream, "info"), text: () => lines.join("") };
}

const SECRETS = [
  "123-45-6789",
  "1980-01-02",
  "000123456789",
  "021000021",
  "hunter22",
  "482913",
  "tok-abc",
  "xyz",
];

describe("logs never contain an SSN, date of birth, account number, password, code or token", () => {
  it("hides them by field name at any depth, in arrays, and in any case", () => {
    const { logger, text } = capture();
    logger.info(
      {
        requestId: "r-1",
        SSN: "123-45-6789",
        input: { borrowers: [{ socialSecurityNumber: "123-45-6789", birthDate: "1980-01-02" }] },
        bank: { deep: { deeper: { accountNumber: "000123456789", routingNumber: "021000021" } } },
        form: { password: "hunter22", oneTimeCode: "482913", code: "482913" },
        headers: { "x-recaptcha-token": "tok-abc", cookie: "session=xyz", "set-cookie": ["session=xyz"] },
      },
      "saved",
    );
    for (const secret of SECRETS) expect(text()).not.toContain(secret);
    expect(JSON.parse(text())).toMatchObject({ requestId: "r-1", msg: "saved" });
  });

  it("logs a failed query by kind and code, never its message or parameters", () => {
    const { logger, text } = capture();
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "ssn"'), {
      code: "23505",
    });
    const failed = Object.assign(
      new Error("Failed query: insert into people (ssn) values ($1)\nparams: 123-45-6789"),
      {
        cause: driverError,
      },
    );
    logger.error({ err: failed, requestId: "r-2" }, "procedure failed");
    expect(text()).not.toContain("123-45-6789");
    expect(text()).not.toContain("insert into");
    expect(JSON.parse(text())).toMatchObject({
      requestId: "r-2",
      err: { type: "Error", code: "23505", cause: { code: "23505" } },
    });
  });

  it("keeps where an error happened, for the operator", () => {
    const shape = safeError(new TypeError("x"));
    expect(shape).toMatchObject({ type: "TypeError" });
    expect((shape.frames as string[])[0]).toMatch(/^at /);
  });
});

describe("logs never contain a query string or fragment", () => {
  it("strips them from messages and from values at any depth", () => {
    const { logger, text } = capture();
    logger.warn(
      { url: "/insight-blog?email=a@b.example", nested: { at: "GET *?ssn=123456789 HTTP/1.1" } },
      "failed at /faq#name=Ann and /x?y=1",
    );
    const line = JSON.parse(text());
    expect(line).toMatchObject({
      url: "/insight-blog",
      nested: { at: "GET * HTTP/1.1" },
      msg: "failed at /faq and /x",
    });
    expect(text()).not.toMatch(/a@b|123456789|Ann|y=1/);
  });

  it("keeps a question that is only a question", () => {
    const { logger, text } = capture();
    logger.info("Is the database reachable? yes");
    expect(JSON.parse(text()).msg).toBe("Is the database reachable? yes");
  });
});
