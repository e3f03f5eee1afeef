import fs from "node:fs";
import path from "node:path";

export class FolderInUseError extends Error {
  override name = "FolderInUseError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder corrupts it
 * (DESIGN.md §1). Holds `<dir>/db.lock` with our pid; a lock left by a dead process is taken over.
 * Returns the release function.
 */
export function acquireFolderLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        fs.rmSync(file, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new FolderInUseError(
          `The database folder ${path.resolve(dir)} is in use by process ${holder}. ` +
            "Stop that process, or set DATA_DIR to another folder.",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new FolderInUseError(`Could not lock the database folder ${path.resolve(dir)}.`);
}
