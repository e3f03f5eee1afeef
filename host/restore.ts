import fs from "node:fs";
import { restoreBackup, USE_PG_DUMP } from "../src/server/db/backup";
import { prepareProcess } from "./prepare-process";
import { runCommand } from "./run-command";

/**
 * `npm run restore -- FILE` (decision 101): brings a backup from `npm run backup` back into the
 * data folder, with the server stopped. The database that was there is moved aside, not deleted.
 */
async function main(args: string[]): Promise<number> {
  const [file] = args;
  if (args.length !== 1 || !file) {
    console.error("Usage: npm run restore -- FILE   (with the server stopped)");
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 2;
  }
  process.umask(0o077);
  const s = await prepareProcess();
  if (s.DATABASE_URL) {
    console.error(USE_PG_DUMP);
    return 2;
  }
  const restored = await restoreBackup(s.DATA_DIR, file);
  const tables = Object.keys(restored.rows).length;
  const rows = Object.values(restored.rows).reduce((sum, n) => sum + n, 0);
  process.stdout.write(`Restored ${rows} rows in ${tables} tables from ${file}.\n`);
  if (restored.keptAside)
    process.stdout.write(`The database that was there is kept in ${restored.keptAside}.\n`);
  return 0;
}

runCommand(main);
