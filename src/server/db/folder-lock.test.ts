import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { acquireFolderLock, assertFolderFree, FolderInUseError } from "./folder-lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const never = () => {
  throw new Error("the lock was reported lost");
};

/**
 * A separate process (optionally in a fresh pid namespace) that tries to take the lock of `dir`,
 * prints "held <its pid>" or "busy", and holds the lock for `holdMs`.
 */
function contender(dir: string, { holdMs = 4_000, namespace = false } = {}) {
  const script = path.join(tempDir(), "contender.mts");
  fs.writeFileSync(
    script,
    `import { acquireFolderLock } from ${JSON.stringify(path.resolve("src/server/db/folder-lock.ts"))};
     try {
       await acquireFolderLock(process.argv[2], () => {});
       console.log("held " + process.pid);
       setTimeout(() => {}, Number(process.argv[3]));
     } catch (error) { console.log(error.name === "FolderInUseError" ? "busy" : String(error)); }`,
  );
  const node = [process.execPath, "--import", "tsx", script, dir, String(holdMs)];
  const child = namespace
    ? spawn("unshare", ["--pid", "--fork", "--mount-proc", ...node])
    : spawn(node[0] as string, node.slice(1));
  children.push(child);
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const answer = new Promise<string>((resolve) => {
    child.stdout?.on("data", () => {
      if (out.includes("\n")) resolve(out.trim());
    });
    child.on("exit", () => resolve(out.trim()));
  });
  return { child, answer };
}

/** A lock as a process leaves it when it dies holding it: the directory and who held it. */
function leaveLock(dir: string, { pid, ageMs }: { pid: number; ageMs: number }) {
  const lock = path.join(dir, "db.lock");
  fs.mkdirSync(lock);
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(lock, when, when);
  fs.writeFileSync(
    path.join(dir, "db.lock.json"),
    JSON.stringify({ pid, hostname: os.hostname(), pidNamespace: fs.readlinkSync("/proc/self/ns/pid") }),
  );
}

const canUnshare = spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"]).status === 0;

describe("embedded database folder lock (docs/design.md §1)", () => {
  it("refuses a second process within about a second while a live server holds the folder", async () => {
    const dir = tempDir();
    const holder = contender(dir, { holdMs: 20_000 });
    expect(await holder.answer).toBe(`held ${holder.child.pid}`);
    const started = Date.now();
    const message = `The database folder ${dir} is in use by process ${holder.child.pid}. Stop that process, or set DATA_DIR to another folder.`;
    await expect(acquireFolderLock(dir, never)).rejects.toThrow(new FolderInUseError(message));
    await expect(assertFolderFree(dir)).rejects.toThrow(message);
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 30_000);

  it("keeps the event loop turning while it watches a lock for its holder's beat (decision 073)", async () => {
    const dir = tempDir();
    leaveLock(dir, { pid: 2147483646, ageMs: 0 }); // no beat will come: watched for its whole second and a half
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    try {
      const started = Date.now();
      await assertFolderFree(dir);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
      // A blocked thread would let no timer run until the watch ended; 20 ms timers over a second
      // and more fire dozens of times even on a busy machine.
      expect(ticks).toBeGreaterThan(10);
    } finally {
      clearInterval(ticker);
    }
  }, 30_000);

  it("takes over a lock left behind that names this very process's pid (a container restarts as the same pid)", async () => {
    const dir = tempDir();
    leaveLock(dir, { pid: process.pid, ageMs: 0 }); // as fresh as a crash leaves it
    await expect(assertFolderFree(dir)).resolves.toBeUndefined();
    const started = Date.now();
    const release = await acquireFolderLock(dir, never);
    expect(Date.now() - started).toBeLessThan(7_000);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "db.lock.json"), "utf8")).pid).toBe(process.pid);
    await release();
    expect(fs.readdirSync(dir)).toEqual([]);
  }, 30_000);

  it("takes over at once a lock that has not been kept fresh for longer than the stale time", async () => {
    const dir = tempDir();
    leaveLock(dir, { pid: 2147483646, ageMs: 60_000 });
    const started = Date.now();
    const release = await acquireFolderLock(dir, never);
    expect(Date.now() - started).toBeLessThan(1_000);
    await release();
  });

  it("takes the folder after its holder is killed (kill -9), whatever pid that holder had", async () => {
    const dir = tempDir();
    const holder = contender(dir, { holdMs: 60_000 });
    expect(await holder.answer).toMatch(/^held/);
    holder.child.kill("SIGKILL");
    const release = await acquireFolderLock(dir, never);
    await release();
  }, 30_000);

  it("lets exactly one of several processes racing for a stale lock hold it", async () => {
    const dir = tempDir();
    leaveLock(dir, { pid: 2147483646, ageMs: 60_000 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => contender(dir).answer));
    expect(answers.filter((a) => a.startsWith("held"))).toHaveLength(1);
    expect(answers.filter((a) => a === "busy")).toHaveLength(3);
  }, 60_000);

  it.skipIf(!canUnshare)(
    "refuses a second server while the holder runs in another pid namespace (another container)",
    async () => {
      const dir = tempDir();
      const holder = contender(dir, { holdMs: 20_000, namespace: true });
      expect(await holder.answer).toBe("held 1"); // pid 1 of its own namespace
      await expect(acquireFolderLock(dir, never)).rejects.toThrow(
        `The database folder ${dir} is in use by process 1 on ${os.hostname()} (its number in its own container or machine). Stop that process, or set DATA_DIR to another folder.`,
      );
    },
    30_000,
  );

  it.skipIf(!canUnshare)(
    "refuses a server in another pid namespace while the holder runs here",
    async () => {
      const dir = tempDir();
      const release = await acquireFolderLock(dir, never);
      try {
        expect(await contender(dir, { namespace: true }).answer).toBe("busy");
      } finally {
        await release();
      }
    },
    30_000,
  );

  it("reports the lock lost when its directory is removed or taken by another process", async () => {
    const removed = tempDir();
    const lost = vi.fn();
    await acquireFolderLock(removed, lost);
    fs.rmSync(path.join(removed, "db.lock"), { recursive: true });
    await vi.waitFor(() => expect(lost).toHaveBeenCalledOnce(), { timeout: 4_000 });

    const stolen = tempDir();
    const robbed = vi.fn();
    await acquireFolderLock(stolen, robbed);
    fs.rmSync(path.join(stolen, "db.lock"), { recursive: true });
    fs.mkdirSync(path.join(stolen, "db.lock"));
    await vi.waitFor(() => expect(robbed).toHaveBeenCalledOnce(), { timeout: 4_000 });
    expect(robbed.mock.calls[0]?.[0]).toMatchObject({ code: "ECOMPROMISED" });
  }, 15_000);

  it("reports the lock lost, once, when it is made anew with its predecessor's times (proper-lockfile alone would take it for its own)", async () => {
    const dir = tempDir();
    const lost = vi.fn();
    await acquireFolderLock(dir, lost);
    const lock = path.join(dir, "db.lock");
    // proper-lockfile compares mtimes only: this new lock carries the old one's, as a lock replaced
    // between its stat and its utimes would end up with.
    const before = fs.statSync(lock);
    fs.rmSync(lock, { recursive: true });
    fs.mkdirSync(lock);
    fs.utimesSync(lock, before.atime, before.mtime);
    await vi.waitFor(() => expect(lost).toHaveBeenCalled(), { timeout: 4_000 });
    expect(lost.mock.calls[0]?.[0]).toMatchObject({ code: "ECOMPROMISED" });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(lost).toHaveBeenCalledOnce();
  }, 15_000);

  it("leaves no lock behind when its holder exits without releasing it (process.exit), so the next server starts at once", async () => {
    const dir = tempDir();
    const script = path.join(tempDir(), "exits.mts");
    fs.writeFileSync(
      script,
      `import { acquireFolderLock } from ${JSON.stringify(path.resolve("src/server/db/folder-lock.ts"))};
       await acquireFolderLock(process.argv[2], () => {});
       process.exit(1);`,
    );
    const exited = spawnSync(process.execPath, ["--import", "tsx", script, dir], { encoding: "utf8" });
    expect(exited.status).toBe(1);
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
    const started = Date.now();
    await (await acquireFolderLock(dir, never))();
    expect(Date.now() - started).toBeLessThan(500);
  }, 15_000);

  it("leaves nothing behind once released, so the next server starts at once", async () => {
    const dir = tempDir();
    const release = await acquireFolderLock(dir, never);
    await release();
    expect(fs.readdirSync(dir)).toEqual([]);
    const started = Date.now();
    await (await acquireFolderLock(dir, never))();
    expect(Date.now() - started).toBeLessThan(500);
  });
});
