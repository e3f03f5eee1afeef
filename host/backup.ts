import fs from "node:fs";
import path from "node:path";
import {
  backupStoppedDatabase,
  requestBackup,
  USE_PG_DUMP,
  WHAT_ELSE_TO_KEEP,
} from "../src/server/db/backup";
import { FolderInUseError } from "../src/server/db/folder-lock";
import { prepareProcess } from "./prepare-process";
import { runCommand, sentenceOf } from "./run-command";

/**
 * `npm run backup [-- --out FILE]` (decision 101): a consistent copy of the embedded database while
 * the site runs (the server writes it, asked over the data folder's control socket) or while it is
 * stopped (written here, under the folder's lock). Prints where it is.
 */
async function main(args: string[]): Promise<number> {
  const outAt = args.indexOf("--out");
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  if ((outAt >= 0 && !out) || args.length > (outAt >= 0 ? 2 : 0)) {
    console.error("Usage: npm run backup [-- --out FILE]");
    return 2;
  }
  process.umask(0o077);
  const s = await prepareProcess({ askingTheServer: true });
  if (s.DATABASE_URL) {
    console.error(USE_PG_DUMP);
    return 2;
  }
  const written = (await requestBackup(s.DATA_DIR)) ?? (await backupStoppedDatabase(s.DATA_DIR));
  let file = written.file;
  if (out) {
    // Never over an existing file: an older backup is not replaced by mistake.
    fs.copyFileSync(file, out, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(out, 0o600);
    fs.rmSync(file);
    file = path.resolve(out);
  }
  process.stdout.write(`Backup written to ${file} (${written.bytes} bytes, readable by this user only).\n`);
  process.stdout.write(`${WHAT_ELSE_TO_KEEP}\n`);
  return 0;
}

runCommand(main, (error) =>
  error instanceof FolderInUseError
    ? `${error.message} It does not take backups (only the server does); try again when it has finished.`
    : sentenceOf(error),
);
