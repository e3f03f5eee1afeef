import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireFolderLock, FolderInUseError, folderLockHolder } from "./folder-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A separate process that tries to take the lock, answers "held" or "busy", and holds it a while. */
function contender(dir: string): Promise<string> {
  const script = path.join(dir, "contender.ts");
  fs.writeFileSync(
    script,
    `import { acquireFolderLock } from ${JSON.stringify(path.resolve("src/server/db/folder-lock.ts"))};
     try { acquireFolderLock(${JSON.stringify(dir)}); console.log("held"); setTimeout(() => {}, 1500); }
     catch { console.log("busy"); }`,
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script]);
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", () => resolve(out.trim()));
  });
}

describe("embedded database folder lock (DESIGN.md §1)", () => {
  it("stops a second process at once with a clear message while the first holds the folder", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "db.lock"), String(other.pid));
      expect(() => acquireFolderLock(dir)).toThrow(FolderInUseError);
      expect(() => acquireFolderLock(dir)).toThrow(`is in use by process ${other.pid}`);
      expect(folderLockHolder(dir)).toBe(other.pid);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs, and releases only its own", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "db.lock"), "2147483646");
    const release = acquireFolderLock(dir);
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });

  it("lets exactly one of several processes racing for a stale lock hold it", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "db.lock"), "2147483646");
    const answers = await Promise.all([contender(dir), contender(dir), contender(dir), contender(dir)]);
    expect(answers.filter((a) => a === "held")).toHaveLength(1);
    expect(answers.filter((a) => a === "busy")).toHaveLength(3);
  }, 30_000);
});
