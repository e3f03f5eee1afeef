import { processDatabase, startDatabase, stopDatabase } from "../src/server/db";
import { exportLoanFile } from "../src/server/services/lending-system/export-loan-file";
import { listDeliveries } from "../src/server/services/lending-system/list-deliveries";
import { prepareProcess } from "./prepare-process";
import { runCommand } from "./run-command";

const USAGE = "Usage: npm run lending-system -- list | export <applicationId>";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `npm run lending-system` (issue 21): for operators, on the embedded database's folder (with the
 * server stopped: its lock is checked first) or on DATABASE_URL. `list` prints one tab-separated
 * line per application: id, applicant, lending system, delivery state, LOS loan number; `export`
 * prints the application's MISMO XML, or why it is refused (exit 1).
 */
async function main(args: string[]): Promise<number> {
  const [command, applicationId] = args;
  if (command !== "list" && !(command === "export" && applicationId)) {
    console.error(USAGE);
    return 2;
  }
  if (command === "export" && !UUID.test(applicationId ?? "")) {
    console.error(`${applicationId} is not an application id (a UUID).`);
    return 2;
  }
  await prepareProcess();
  await startDatabase();
  try {
    const db = await processDatabase();
    if (command === "list") {
      for (const line of await listDeliveries(db))
        process.stdout.write(
          `${[line.applicationId, line.applicantName, line.lendingSystem, line.state, line.losLoanNumber ?? "-"].join("\t")}\n`,
        );
      return 0;
    }
    const file = await exportLoanFile(db, applicationId as string);
    if (file.kind === "refused") {
      console.error(`Not exported: ${file.faults.join("; ")}`);
      return 1;
    }
    process.stdout.write(file.xml);
    return 0;
  } finally {
    await stopDatabase();
  }
}

runCommand(main);
