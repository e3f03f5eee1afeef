import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export class FolderInUseError extends Error {
  override name = "FolderInUseError";
}

const TAKEOVER_STALE_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function errorCode(error: unknown) {
  return (error as NodeJS.ErrnoException).code;
}

/**
 * Removes a lock left by a dead process, under a mkdir mutex and only if the lock still names that
 * process: two starters that both saw the stale lock cannot both take it, nor remove a fresh one.
 */
function removeStaleLock(file: string, stalePid: number | null) {
  const mutex = `${file}.takeover`;
  try {
    fs.mkdirSync(mutex);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
    // Another starter is taking over; a mutex this old belongs to one that died doing it.
    const since = fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - since > TAKEOVER_STALE_MS) {
      fs.rmSync(mutex, { recursive: true, force: true });
    }
    pause(20);
    return;
  }
  try {
    if (holderOf(file) === stalePid) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder corrupts it
 * (DESIGN.md §1). Holds `<dir>/db.lock` naming our pid; the file is linked into place whole, so
 * nobody reads it half-written. Returns the release function.
 */
export function acquireFolderLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "db.lock");
  const staged = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(staged, String(process.pid));
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        fs.linkSync(staged, file);
        return releaseFor(file);
      } catch (error) {
        if (errorCode(error) !== "EEXIST") throw error;
      }
      const holder = holderOf(file);
      if (holder !== null && isAlive(holder)) {
        throw new FolderInUseError(
          `The database folder ${path.resolve(dir)} is in use by process ${holder}. ` +
            "Stop that process, or set DATA_DIR to another folder.",
        );
      }
      removeStaleLock(file, holder);
    }
    throw new FolderInUseError(`Could not lock the database folder ${path.resolve(dir)}; try again.`);
  } finally {
    fs.rmSync(staged, { force: true });
  }
}

/** The pid holding the folder's lock, if that process still runs (for a clear message before a build). */
export function folderLockHolder(dir: string): number | null {
  const holder = holderOf(path.join(dir, "db.lock"));
  return holder !== null && holder !== process.pid && isAlive(holder) ? holder : null;
}

function releaseFor(file: string) {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (holderOf(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.on("exit", release);
  return release;
}
