import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./log";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(stream), lines };
}

describe("logs", () => {
  it("never contain an SSN, date of birth, account number, password, code or token", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        requestId: "r-1",
        ssn: "123-45-6789",
        input: { dob: "1980-01-02", accountNumber: "000123456789", password: "hunter22", code: "482913" },
        headers: { "x-recaptcha-token": "tok-abc", cookie: "session=xyz" },
      },
      "saved",
    );
    const text = lines.join("");
    for (const secret of [
      "123-45-6789",
      "1980-01-02",
      "000123456789",
      "hunter22",
      "482913",
      "tok-abc",
      "xyz",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(JSON.parse(text)).toMatchObject({ requestId: "r-1", msg: "saved" });
  });
});
