import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireFolderLock, FolderInUseError } from "./folder-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("embedded database folder lock (DESIGN.md §1)", () => {
  it("stops a second process at once with a clear message while the first holds the folder", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "db.lock"), String(other.pid));
      expect(() => acquireFolderLock(dir)).toThrow(FolderInUseError);
      expect(() => acquireFolderLock(dir)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "db.lock"), "2147483646");
    const release = acquireFolderLock(dir);
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });
});
