import fs from "node:fs";
import path from "node:path";

/**
 * The embedded database holds people's personal data (docs/design.md §5), so its folder is the server
 * user's alone: mode 0700, and nothing under it open to group or others. The host's umask (077)
 * covers most files, but PGlite writes a new database's files with mode 0666 and its relation-cache
 * files with 0644 whatever the umask, and a folder made by an older version may be open too.
 */
export function keepFolderPrivate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  closeToOthers(dir);
}

function closeToOthers(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = fs.lstatSync(full, { throwIfNoEntry: false })?.mode;
    if (mode !== undefined && mode & 0o077) fs.chmodSync(full, mode & 0o700);
    if (entry.isDirectory()) closeToOthers(full);
  }
}
