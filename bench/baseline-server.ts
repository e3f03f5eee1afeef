// A bare node:http server doing the same database read as system.status, on its own embedded
// database: the yardstick `npm run bench` compares the site's API against.
import http from "node:http";
import { openConnection } from "../src/server/db/client";
import { applyMigrations } from "../src/server/db/migrate";
import { databaseStatus } from "../src/server/db/status";

const dataDir = process.env.DATA_DIR ?? "memory://";
const port = Number(process.env.PORT ?? 3999);
const connection = await openConnection({ dataDir });
await applyMigrations(connection);

http
  .createServer(async (_req, res) => {
    const status = await databaseStatus(connection.db);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ result: { data: { json: status } } }));
  })
  .listen(port, "127.0.0.1", () => console.log(`Serving on http://localhost:${port}`));

process.once("SIGTERM", async () => {
  await connection.close();
  process.exit(0);
});
