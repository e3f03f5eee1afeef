import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lockfile from "proper-lockfile";

export class FolderInUseError extends Error {
  override name = "FolderInUseError";
}

/**
 * The holder touches its lock every UPDATE_MS (1 s, proper-lockfile's shortest), and a lock nobody
 * touched for STALE_MS (5 s) belongs to a process that is gone. Liveness comes from that heartbeat
 * alone, never from pids, so a restart after a crash waits at most 5 s whatever pid it gets (a
 * container restarts as pid 1 again), and a server in another pid namespace is still seen as alive.
 * Five seconds keeps that wait short while a live holder must miss four beats in a row (an event
 * loop blocked for 4 s) before a starter takes its folder; should that happen, its next beat sees
 * the lock is no longer its own and it stops (onCompromised). A starter recognises a live holder by
 * its next beat, within about a second. Clocks of machines sharing a folder must agree to well
 * under STALE_MS, as with any mtime lock.
 */
const UPDATE_MS = 1_000;
const STALE_MS = 5_000;
/** Watching a lock: looks soon at first (a live holder beats within a second), then less often. */
const FIRST_POLL_MS = 25;
const MAX_POLL_MS = 250;

/** Who took the lock, for the refusal message; written beside the lock (a directory holding only its holder's mark). */
interface Holder {
  pid: number;
  hostname: string;
  pidNamespace?: string;
}

interface LockPaths {
  folder: string;
  /** proper-lockfile's target; the lock itself is the directory `db.lock`. */
  target: string;
  lock: string;
  holder: string;
  takeover: string;
}

function lockPaths(dir: string): LockPaths {
  const folder = path.resolve(dir);
  return {
    folder,
    target: path.join(folder, "db"),
    lock: path.join(folder, "db.lock"),
    holder: path.join(folder, "db.lock.json"),
    takeover: path.join(folder, "db.takeover"),
  };
}

/** One lock directory as seen at one moment: a beat changes its mtime, a new lock its inode. */
interface Stamp {
  ino: number;
  mtimeMs: number;
}

function stampOf(lockDir: string): Stamp | undefined {
  const stat = fs.statSync(lockDir, { throwIfNoEntry: false });
  return stat && { ino: stat.ino, mtimeMs: stat.mtimeMs };
}

function sameStamp(a: Stamp | undefined, b: Stamp) {
  return a?.ino === b.ino && a.mtimeMs === b.mtimeMs;
}

/**
 * Watches an existing lock: a beat (or a new lock in its place) means a live holder; no beat for
 * STALE_MS means a dead one. Gives up with "unknown" after `maxWaitMs`. Waits on timers, never by
 * blocking the thread (decision 073): the process's own lock beats and its requests are answered
 * meanwhile.
 */
async function observe(
  lockDir: string,
  seen: Stamp,
  maxWaitMs: number,
): Promise<"live" | "stale" | "gone" | "unknown"> {
  const until = Date.now() + maxWaitMs;
  for (let wait = FIRST_POLL_MS; ; wait = Math.min(wait * 2, MAX_POLL_MS)) {
    const now = stampOf(lockDir);
    if (!now) return "gone";
    if (!sameStamp(now, seen)) return "live";
    if (Date.now() - now.mtimeMs > STALE_MS) return "stale";
    if (Date.now() >= until) return "unknown";
    await sleep(Math.min(wait, Math.max(until - Date.now(), 0)));
  }
}

function pidNamespace(): string | undefined {
  try {
    return fs.readlinkSync("/proc/self/ns/pid");
  } catch {
    return undefined;
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function writeHolder(file: string) {
  const holder: Holder = { pid: process.pid, hostname: os.hostname(), pidNamespace: pidNamespace() };
  fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(holder));
  fs.renameSync(`${file}.${process.pid}`, file);
}

/** A pid means something here only when the holder counts pids as we do (same host, same namespace). */
function describeHolder(holder: Holder | undefined): string {
  if (!holder) return "another process";
  if (holder.hostname === os.hostname() && holder.pidNamespace === pidNamespace()) {
    return `process ${holder.pid}`;
  }
  return `process ${holder.pid} on ${holder.hostname} (its number in its own container or machine)`;
}

function inUse(paths: LockPaths) {
  return new FolderInUseError(
    `The database folder ${paths.folder} is in use by ${describeHolder(readHolder(paths.holder))}. ` +
      "Stop that process, or set DATA_DIR to another folder.",
  );
}

/**
 * Removes a dead holder's lock. proper-lockfile would remove a stale lock itself, but two starters
 * that both saw it stale could then both hold the folder (one removing the lock the other had just
 * made). Here removals take turns under a second lock and remove only the very lock found stale.
 */
async function removeStale(paths: LockPaths, seen: Stamp) {
  const releaseTakeover = await lockfile.lock(paths.takeover, {
    lockfilePath: `${paths.takeover}.lock`,
    realpath: false,
    stale: 2_000,
    retries: { retries: 40, minTimeout: 20, maxTimeout: 200 },
  });
  try {
    if (sameStamp(stampOf(paths.lock), seen)) fs.rmSync(paths.lock, { recursive: true, force: true });
  } finally {
    await releaseTakeover();
  }
}

/**
 * proper-lockfile knows its lock by mtime alone: a lock removed and made anew between its stat and
 * its utimes would pass for its own, and a busy machine widens that gap. (The new directory often
 * gets the old one's inode number, so that cannot tell them apart either.) The holder leaves a mark
 * of its own inside its lock and looks for it as often as it beats. Returns the function that stops
 * watching and removes the mark, which must go before proper-lockfile removes the directory (rmdir):
 * on release, and at any exit, as proper-lockfile's own exit hook removes the lock then.
 */
function markAndWatch(lockDir: string, onCompromised: (error: Error) => void) {
  const mark = path.join(lockDir, `holder-${process.pid}-${randomUUID()}`);
  const removeMark = () => fs.rmSync(mark, { force: true });
  // Adding the mark changes the directory's mtime, which is proper-lockfile's beat: put it back.
  const { atime, mtime } = fs.statSync(lockDir);
  try {
    fs.writeFileSync(mark, "");
    fs.utimesSync(lockDir, atime, mtime);
  } catch (error) {
    removeMark();
    throw error;
  }
  // An ordinary exit listener runs before proper-lockfile's (signal-exit calls it last).
  process.on("exit", removeMark);
  // Only a missing mark is a lost lock; another error (a busy network disk) is tried again, as
  // proper-lockfile does, until a lock that long unseen would be stale anyway.
  let seenAt = Date.now();
  const timer = setInterval(() => {
    let present: boolean;
    try {
      present = fs.statSync(mark, { throwIfNoEntry: false }) !== undefined;
    } catch {
      if (Date.now() - seenAt < STALE_MS) return;
      present = false;
    }
    if (present) {
      seenAt = Date.now();
      return;
    }
    clearInterval(timer);
    const error = Object.assign(new Error(`The lock ${lockDir} was removed or replaced`), {
      code: "ECOMPROMISED",
    });
    onCompromised(error);
  }, UPDATE_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    process.off("exit", removeMark);
    removeMark();
  };
}

/** The first report of a lost lock only: proper-lockfile and the mark's watch may both see it. */
function once(onCompromised: (error: Error) => void) {
  let reported = false;
  return (error: Error) => {
    if (reported) return;
    reported = true;
    onCompromised(error);
  };
}

async function tryLock(paths: LockPaths, onLost: (error: Error) => void) {
  const onCompromised = once(onLost);
  try {
    const release = await lockfile.lock(paths.target, {
      lockfilePath: paths.lock,
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      onCompromised,
    });
    let stopWatching = () => {};
    const releaseAll = async () => {
      stopWatching();
      if (readHolder(paths.holder)?.pid === process.pid) fs.rmSync(paths.holder, { force: true });
      await release().catch(() => {}); // released twice, or taken over: nothing of ours to remove
    };
    try {
      stopWatching = markAndWatch(paths.lock, onCompromised);
      writeHolder(paths.holder);
    } catch (error) {
      await releaseAll();
      throw error;
    }
    return releaseAll;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") return undefined;
    throw error;
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder corrupts it
 * (docs/design.md §1). Takes `<dir>/db.lock` (proper-lockfile: an atomic mkdir kept fresh by a
 * heartbeat); a live holder is refused at once, a dead one's lock taken over. `onCompromised` runs
 * when the lock is lost while held (removed, or taken by another process): the caller must stop
 * writing. Returns the release function.
 */
export async function acquireFolderLock(
  dir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  const paths = lockPaths(dir);
  for (let attempt = 0; attempt < 10; attempt++) {
    const seen = stampOf(paths.lock);
    if (!seen) {
      const release = await tryLock(paths, onCompromised);
      if (release) return release;
      continue;
    }
    const verdict = await observe(paths.lock, seen, Number.POSITIVE_INFINITY);
    if (verdict === "live") throw inUse(paths);
    if (verdict === "stale") await removeStale(paths, seen);
  }
  throw new FolderInUseError(`Could not lock the database folder ${paths.folder}; try again.`);
}

/**
 * Before building: refuses with acquireFolderLock's message when a live server holds the folder
 * (watching for one beat); a lock that does not beat is left for acquireFolderLock to take over.
 */
export async function assertFolderFree(dir: string): Promise<void> {
  const paths = lockPaths(dir);
  const seen = stampOf(paths.lock);
  if (seen && (await observe(paths.lock, seen, UPDATE_MS + 500)) === "live") throw inUse(paths);
}
