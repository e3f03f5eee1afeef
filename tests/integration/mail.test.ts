import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createMail } from "@/integrations/mail";
import { signInCodeMessage } from "@/server/mail-messages/one-time-code";

const message = signInCodeMessage({ to: "ann@mail.test", code: "123456", minutes: 10 });
const from = "Keystone Home Credit <no-reply@keystonehomecredit.demo>";

/** The message's body text, with nodemailer's quoted-printable encoding undone (the dash is not ASCII). */
function decodedBody(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
  return bytes;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("outbox mail (no SMTP_URL)", () => {
  it("writes each message as an .eml file only its owner can read", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    dirs.push(dataDir);
    const written: string[] = [];
    const mail = createMail({ dataDir, from, onWritten: (w) => written.push(w.file) });
    const { messageId } = await mail.send(message);
    await mail.send(message);
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-.+\.eml$/);
    const file = written[0] as string;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const eml = fs.readFileSync(file, "utf8");
    expect(eml).toContain(`Message-ID: ${messageId}`);
    expect(eml).toContain("To: ann@mail.test");
    expect(eml).toContain("Subject: 123456 is your Keystone sign-in code");
  });
});

describe("SMTP mail (SMTP_URL set)", () => {
  let server: SMTPServer | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it("delivers through a real SMTP server", async () => {
    const received: Array<{ rcpt: string[]; raw: string }> = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"], // the test server has no certificate
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            rcpt: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) => {
      server?.listen(0, "127.0.0.1", () => {
        const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
        resolve(address.port);
      });
    });
    const mail = createMail({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: "unused", from });
    await mail.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]?.rcpt).toEqual(["ann@mail.test"]);
    const raw = received[0]?.raw ?? "";
    expect(raw).toContain("Subject: 123456 is your Keystone sign-in code");
    expect(raw).toMatch(/^From: Keystone Home Credit <no-reply@keystonehomecredit\.demo>/m);
    const body = decodedBody(raw);
    expect(body).toContain("Your Keystone sign-in code is 123456 — it expires in 10 minutes.");
    expect(body).toContain("<p>Your Keystone sign-in code is 123456 — it expires in 10 minutes.</p>");
  });
});
