import fs from "node:fs/promises";
import path from "node:path";

/**
 * The browser-test server's mail (decision 011: development mail is written as `.eml` files to
 * DATA_DIR/outbox/). playwright.config.ts makes the data folder and names it in E2E_DATA_DIR.
 */
function outboxFolder(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error("E2E_DATA_DIR is unset: run the browser tests through playwright.config.ts");
  return path.join(dataDir, "outbox");
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII subjects. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_all, _charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === "B"
            ? Buffer.from(text, "base64")
            : Buffer.from(
                text
                  .replace(/_/g, " ")
                  .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                "latin1",
              );
        return bytes.toString("utf8");
      },
    );
}

/** A message's header fields, unfolded and decoded, by lower-case name. */
export function headersOf(eml: string): Map<string, string> {
  const head = eml.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeEncodedWords(line.slice(colon + 1).trim()),
      );
  }
  return headers;
}

/** The subjects that carry a code (src/server/mail-messages/one-time-code.ts: the code leads). */
const CODE_SUBJECT = {
  signIn: /^(\d{6}) is your Keystone sign-in code/,
  passwordReset: /^(\d{6}) is your Keystone password reset code/,
};

/**
 * One person's mailbox in the outbox; each code is handed out once, oldest first. `dataDir` names
 * another server's data folder (a test that starts its own server); the run's server by default.
 */
export class Inbox {
  private readonly taken = new Set<string>();

  constructor(
    readonly email: string,
    private readonly dataDir?: string,
  ) {}

  private async unread(kind: keyof typeof CODE_SUBJECT): Promise<{ file: string; code: string } | null> {
    const folder = outboxFolder(this.dataDir);
    const files = await fs.readdir(folder).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith(".eml")).sort()) {
      if (this.taken.has(file)) continue;
      const headers = headersOf(await fs.readFile(path.join(folder, file), "utf8"));
      if (!(headers.get("to") ?? "").toLowerCase().includes(this.email.toLowerCase())) continue;
      const code = CODE_SUBJECT[kind].exec(headers.get("subject") ?? "")?.[1];
      if (code) return { file, code };
    }
    return null;
  }

  /** Waits for the next code of this kind mailed to this person. */
  async nextCode(kind: keyof typeof CODE_SUBJECT = "signIn"): Promise<string> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = await this.unread(kind);
      if (found) {
        this.taken.add(found.file);
        return found.code;
      }
      if (Date.now() > deadline) throw new Error(`No ${kind} code was e-mailed to ${this.email} within 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A new e-mail address per run, so a test never meets the account of an earlier one. */
export function newApplicantEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
