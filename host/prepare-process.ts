import path from "node:path";
import nextEnv from "@next/env";
import { type Settings, SettingsError, settings } from "../src/env";
import { assertFolderFree, FolderInUseError } from "../src/server/db/folder-lock";

export const repoRoot = path.resolve(import.meta.dirname, "..");

let prepared: Promise<Settings> | undefined;

/**
 * Everything to settle before building or serving: work from the repository root (the data folder,
 * migrations and content are found from there), read `.env` files as Next does, and stop with one
 * line when a setting is wrong or another server holds the embedded database folder (or, for
 * `npm run worker`, when there is no PostgreSQL server to drain jobs from).
 */
export function prepareProcess({
  dev = false,
  worker = false,
  askingTheServer = false,
} = {}): Promise<Settings> {
  // `npm start` prepares before building; the server it then loads finds the work done.
  prepared ??= prepare(dev, worker, askingTheServer);
  return prepared;
}

/** `askingTheServer`: a command the running server answers (`npm run backup`) may find the folder held. */
async function prepare(dev: boolean, worker: boolean, askingTheServer: boolean): Promise<Settings> {
  process.chdir(repoRoot);
  nextEnv.loadEnvConfig(repoRoot, dev, { info: () => {}, error: console.error });
  try {
    const s = settings();
    // The embedded database is one process's (decision 001): its jobs run inside the server.
    if (worker && !s.DATABASE_URL) {
      throw new SettingsError(
        "DATABASE_URL is unset: npm run worker drains jobs from a PostgreSQL server; with the embedded database, npm start runs them",
      );
    }
    if (!s.DATABASE_URL && !askingTheServer) await assertFolderFree(s.DATA_DIR);
    return s;
  } catch (error) {
    if (!(error instanceof SettingsError || error instanceof FolderInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
