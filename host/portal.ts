import { lenderIdentity, siteUrl } from "../src/env";
import { processDatabase, startDatabase, stopDatabase } from "../src/server/db";
import { portalCommand } from "./portal-command";
import { prepareProcess } from "./prepare-process";
import { runCommand } from "./run-command";

/**
 * `npm run portal -- create-lender-admin --email …` (issue 22 item 6, decision 090): for operators,
 * on the embedded database's folder (with the server stopped: its lock is checked first) or on
 * DATABASE_URL. Prints the first lender administrator's invitation link once.
 */
async function main(args: string[]): Promise<number> {
  const s = await prepareProcess();
  await startDatabase();
  try {
    return await portalCommand(args, {
      db: processDatabase,
      lenderName: lenderIdentity().legalName,
      siteUrl: siteUrl(s),
      now: () => new Date(),
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => console.error(line),
    });
  } finally {
    await stopDatabase();
  }
}

runCommand(main);
