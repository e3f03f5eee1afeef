// CI's PostgreSQL database for one run: `create <server-url>` prints a new database's name,
// `drop <server-url> <name>` removes it, `check <server-url>` exits 0 when the server answers.
import { randomBytes } from "node:crypto";
import pg from "pg";

const [command, serverUrl, name] = process.argv.slice(2);

async function withClient(run) {
  const url = new URL(serverUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

try {
  if (command === "check") await withClient((c) => c.query("select 1"));
  else if (command === "create") {
    const database = `ci_${Date.now()}_${randomBytes(3).toString("hex")}`;
    await withClient((c) => c.query(`create database ${database}`));
    console.log(database);
  } else if (command === "drop") {
    if (!/^ci_\w+$/.test(name ?? "")) throw new Error(`refusing to drop ${name}`);
    await withClient((c) => c.query(`drop database if exists ${name} with (force)`));
  } else throw new Error(`unknown command ${command}`);
} catch (error) {
  if (command !== "check") console.error(`ci-database ${command}: ${error.message}`);
  process.exit(1);
}
