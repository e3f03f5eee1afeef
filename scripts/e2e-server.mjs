// The site for the browser tests (playwright.config.ts starts it as its webServer): built when stale,
// served the way `npm start` serves it on the given port, with a throw-away data folder (the one
// given, which the tests read the mail outbox of, or a new one) that is removed when Playwright
// stops it (SIGTERM) or the server exits.
import fs from "node:fs";
import { buildIfStale } from "./build-if-stale.mjs";
import { demoAdminFrom, demoLenderAdminFrom, removeRunInfo, writeRunInfo } from "./e2e-run-info.mjs";
import { startServer } from "./server-process.mjs";

const port = Number(process.argv[2]);
const dataDir = process.argv[3];
if (!Number.isInteger(port) || port <= 0) {
  console.error("Usage: node scripts/e2e-server.mjs <port> [data folder]");
  process.exit(2);
}

buildIfStale();
// Every browser test signs up from this machine's one address: the per-address limit would count them all.
const server = await startServer({ port, dataDir, env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: "1000" } });
console.log(`Browser tests' server on ${server.url} (data in ${server.dataDir})`);

// For the tests: the data folder (mail outbox) and the demo admin's once-printed sign-in.
writeRunInfo(port, {
  dataDir: server.dataDir,
  demoAdmin: demoAdminFrom(server.output()),
  demoLenderAdmin: demoLenderAdminFrom(server.output()),
});

let stopping = false;
const removeData = () => {
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  removeRunInfo(port);
};
const stop = async () => {
  if (stopping) return;
  stopping = true;
  const code = await server.stop();
  removeData();
  process.exit(code ?? 1);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
server.exited.then((code) => {
  if (stopping) return;
  console.error(`The server stopped by itself (exit code ${code}):\n${server.output()}`);
  removeData();
  process.exit(1);
});
